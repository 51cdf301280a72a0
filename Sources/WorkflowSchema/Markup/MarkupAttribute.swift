/// An attribute of an element, with the positions of its name and value.
public struct MarkupAttribute: Hashable, Sendable {
    /// The attribute's name, such as `keyPath`.
    public var name: String
    /// The value with references resolved and whitespace characters normalised to spaces.
    public var value: String
    /// Where the name starts.
    public var nameRange: SourceRange
    /// Where the value starts (just inside the quote).
    public var valueRange: SourceRange

    /// Creates an attribute.
    public init(name: String, value: String, nameRange: SourceRange, valueRange: SourceRange) {
        self.name = name
        self.value = value
        self.nameRange = nameRange
        self.valueRange = valueRange
    }
}
