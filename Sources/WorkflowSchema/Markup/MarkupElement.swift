/// An element of a document, with its attributes, children and source positions.
///
/// Elements are immutable and shared, so walking a tree copies nothing but references.
public final class MarkupElement: Hashable, Sendable {
    /// The tag name, such as `button`.
    public let name: String
    /// The attributes in document order.
    public let attributes: [MarkupAttribute]
    /// The children in document order.
    public let children: [MarkupNode]
    /// The start tag, from `<` to just after `>`.
    public let range: SourceRange
    /// The end tag, if the element had one (nil for `<x/>` and for elements closed by recovery).
    public let endRange: SourceRange?

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

    /// Elements are equal when their names, attributes, children and positions are.
    public static func == (lhs: MarkupElement, rhs: MarkupElement) -> Bool {
        lhs === rhs
            || (lhs.name == rhs.name && lhs.attributes == rhs.attributes && lhs.range == rhs.range
                && lhs.endRange == rhs.endRange && lhs.children == rhs.children)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(range)
    }

    /// The attribute called `name`, if present.
    public func attribute(_ name: String) -> MarkupAttribute? {
        attributes.first { $0.name == name }
    }
}
