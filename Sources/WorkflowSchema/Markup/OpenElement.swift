/// An element whose end tag has not been read yet: the scanner's mutable working copy.
struct OpenElement {
    let name: String
    let attributes: [MarkupAttribute]
    let range: SourceRange
    var children: [MarkupNode] = []

    /// The finished, immutable element.
    func closed(endRange: SourceRange?) -> MarkupElement {
        MarkupElement(name: name, attributes: attributes, children: children, range: range, endRange: endRange)
    }
}
