/// Literal text in a schema, trimmed of surrounding whitespace.
public struct SchemaText: Sendable, Hashable, CustomStringConvertible {
    /// The text, with references resolved and surrounding whitespace removed.
    public var value: String
    /// Where the text starts and ends in the source.
    public var range: SourceRange

    /// Creates a text value.
    public init(_ value: String, range: SourceRange) {
        self.value = value
        self.range = range
    }

    /// Texts are equal when their characters are; source positions are not compared.
    public static func == (lhs: SchemaText, rhs: SchemaText) -> Bool { lhs.value == rhs.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }

    public var description: String { value.debugDescription }
}
