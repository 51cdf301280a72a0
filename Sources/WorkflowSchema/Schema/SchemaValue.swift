/// One value of a parameter: literal text or an element.
public enum SchemaValue: Sendable, Hashable {
    /// Literal text, such as the `Example` of `<title>Example</title>`.
    case text(SchemaText)
    /// An element: a plain object, a proxy or a conditional.
    case element(SchemaElement)

    /// The source range of the value.
    public var range: SourceRange {
        switch self {
        case .text(let text): text.range
        case .element(let element): element.range
        }
    }

    /// The text, if this is a text value.
    public var text: String? {
        if case .text(let text) = self { return text.value }
        return nil
    }

    /// The element, if this is an element value.
    public var element: SchemaElement? {
        if case .element(let element) = self { return element }
        return nil
    }
}
