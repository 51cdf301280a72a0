/// A line and column that follow the text: `\n`, `\r` and `\r\n` each end a line.
struct TextPosition {
    var line = 1
    var column = 1
    private var afterCarriageReturn = false

    mutating func advance(over scalar: Unicode.Scalar) {
        if scalar == "\r" || (scalar == "\n" && !afterCarriageReturn) {
            line += 1
            column = 1
        } else if scalar != "\n" {
            column += 1
        }
        afterCarriageReturn = scalar == "\r"
    }
}
