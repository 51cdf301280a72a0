/// An element of a document, with its attributes, children and source positions.
public struct MarkupElement: Hashable, Sendable {
    /// The tag name, such as `button`.
    public var name: String
    /// The attributes in document order.
    public var attributes: [MarkupAttribute]
    /// The children in document order.
    public var children: [MarkupNode]
    /// The start tag, from `<` to just after `>`.
    public var range: SourceRange
    /// The end tag, if the element had one (nil for `<x/>` and for elements closed by recovery).
    public var endRange: SourceRange?

    /// Creates an element.
    public init(
        name: String, attributes: [MarkupAttribute] = [], children: [MarkupNode] = [], range: SourceRange,
        endRange: SourceRange? = nil
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.range = range
        self.endRange = endRange
    }

    /// The attribute called `name`, if present.
    public func attribute(_ name: String) -> MarkupAttribute? {
        attributes.first { $0.name == name }
    }
}
