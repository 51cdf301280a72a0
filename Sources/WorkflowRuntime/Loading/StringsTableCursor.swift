import WorkflowSchema

/// Where the reader of a `.strings` table is: `\n`, `\r` and `\r\n` each end a line.
struct StringsTableCursor {
    /// The place of the next scalar (its offset counts scalars, as the table is read decoded).
    private(set) var location = SourceLocation.start
    private var afterCarriageReturn = false

    /// Moves past `scalar`.
    mutating func advance(over scalar: Unicode.Scalar) {
        if scalar == "\r" || (scalar == "\n" && !afterCarriageReturn) {
            location.line += 1
            location.column = 1
        } else if scalar != "\n" {
            location.column += 1
        }
        location.offset += 1
        afterCarriageReturn = scalar == "\r"
    }
}
