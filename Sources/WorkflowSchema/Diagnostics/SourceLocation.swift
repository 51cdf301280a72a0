/// A position in a source document: 1-based line and column, and the 0-based byte offset.
///
/// Columns count Unicode scalars from the start of the line, so a line that holds `é<a>`
/// puts `<` in column 2 whatever the encoding of `é`.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars.
    public var column: Int
    /// The 0-based offset in bytes from the start of the document.
    public var offset: Int

    /// Creates a location from its line, column and byte offset.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The start of a document.
    public static let start = SourceLocation(line: 1, column: 1, offset: 0)

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }

    public var description: String { "\(line):\(column)" }
}
