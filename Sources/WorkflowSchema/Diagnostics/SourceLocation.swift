/// A position in a source document: 1-based line and column, and the 0-based byte offset.
///
/// Columns count Unicode scalars from the start of the line, so a line that holds `é<a>`
/// puts `<` in column 2 whatever the encoding of `é`. The values are stored in 32 bits (every
/// node of a schema carries positions, so their size matters); larger values saturate.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32
    private var storedOffset: Int32

    /// The 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// The 1-based column, counted in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// The 0-based offset in bytes from the start of the document.
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Int32(clamping: newValue) }
    }

    /// Creates a location from its line, column and byte offset.
    public init(line: Int, column: Int, offset: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        storedOffset = Int32(clamping: offset)
    }

    /// Creates a location known by line and column only, at offset 0: a place in text read by
    /// another reader, such as a YAML flow file or a `.strings` table.
    public init(line: Int, column: Int) {
        self.init(line: line, column: column, offset: 0)
    }

    /// Creates a location from values known to fit in 32 bits (the reader refuses larger documents).
    init(uncheckedLine line: Int, column: Int, offset: Int) {
        storedLine = Int32(truncatingIfNeeded: line)
        storedColumn = Int32(truncatingIfNeeded: column)
        storedOffset = Int32(truncatingIfNeeded: offset)
    }

    /// The start of a document.
    public static let start = SourceLocation(line: 1, column: 1, offset: 0)

    /// No place in the document, for a problem of the file as a whole (it cannot be read, say):
    /// line and column 0, which ``DiagnosticFormatter`` leaves out.
    public static let unknown = SourceLocation(line: 0, column: 0, offset: 0)

    /// Whether this is a place in the document, not ``unknown``.
    public var isKnown: Bool { storedLine > 0 }

    /// How a diagnostic names this place: `path:line:column`, or `path` alone when ``unknown``.
    public func place(in path: String) -> String {
        Self.place(path: path, location: self)
    }

    /// How every message (diagnostics, run-time issues) names a place: `path:line:column`, `path`
    /// alone when the location is nil or ``unknown``, `line:column` without a path, and an empty
    /// string when neither is known.
    public static func place(path: String?, location: SourceLocation?) -> String {
        let position = location.flatMap { $0.isKnown ? "\($0.line):\($0.column)" : nil }
        return [path, position].compactMap { $0 }.joined(separator: ":")
    }

    /// Orders by offset, then (for locations known by line and column only) by line and column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedOffset, lhs.storedLine, lhs.storedColumn) < (rhs.storedOffset, rhs.storedLine, rhs.storedColumn)
    }

    public var description: String { "\(line):\(column)" }

    private enum CodingKeys: String, CodingKey {
        case line, column, offset
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column),
            offset: try container.decode(Int.self, forKey: .offset))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(offset, forKey: .offset)
    }
}
