/// A place in a schema file as every JSON form writes it: the JSON API's issues, requests to the
/// application's backend and the journal (`wfs validate --format json` writes the same keys).
///
/// Flat keys, each only when known: `file`, then the 1-based `line` and `column` where the place
/// starts, and `endLine` and `endColumn` (exclusive) when it is a range. A type that has a place
/// writes these keys among its own (the place's `encode(to:)` on the owner's encoder), so a place
/// reads the same wherever it appears.
public struct SourcePlace: Hashable, Sendable, Codable {
    /// The file: its name, or its path where only the server reads it.
    public var file: String?
    /// The 1-based line where the place starts.
    public var line: Int?
    /// The 1-based column where the place starts, in Unicode scalars.
    public var column: Int?
    /// The line where the place ends, when it is a range.
    public var endLine: Int?
    /// The column where the place ends (exclusive), when it is a range.
    public var endColumn: Int?

    /// The place of `range` (when known) in `file`; the end only when `includesEnd`.
    public init(file: String?, range: SourceRange?, includesEnd: Bool = true) {
        self.file = file
        if let range, range.start.isKnown {
            line = range.start.line
            column = range.start.column
            if includesEnd {
                endLine = range.end.line
                endColumn = range.end.column
            }
        }
    }

    /// The place as a range (empty when it has no end), nil when it has no line; byte offsets are not kept.
    public var range: SourceRange? {
        guard let line, let column else { return nil }
        let start = SourceLocation(line: line, column: column)
        return SourceRange(start: start, end: SourceLocation(line: endLine ?? line, column: endColumn ?? column))
    }
}
