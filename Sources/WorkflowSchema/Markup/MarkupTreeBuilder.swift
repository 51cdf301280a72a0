/// The sink that builds the public tree of ``MarkupDocument``.
struct MarkupTreeBuilder: MarkupSink {
    private struct Frame {
        let name: String
        let attributes: [MarkupAttribute]
        let range: SourceRange
        /// Where this element's children start in `nodes`.
        let firstChild: Int
    }

    private var frames: [Frame] = []
    /// The children of all open elements, innermost last, so each child list is allocated once.
    private var nodes: [MarkupNode] = []
    private(set) var root: MarkupElement?

    mutating func startElement(name: String, symbol: Int32, attributes: [MarkupAttribute], range: SourceRange) {
        frames.append(Frame(name: name, attributes: attributes, range: range, firstChild: nodes.count))
    }

    mutating func endElement(endRange: SourceRange?) {
        guard let frame = frames.popLast() else { return }
        let children = Array(nodes[frame.firstChild...])
        nodes.removeSubrange(frame.firstChild...)
        let element = MarkupElement(
            name: frame.name, attributes: frame.attributes, children: children,
            range: frame.range, endRange: endRange)
        if frames.isEmpty {
            root = element
        } else {
            nodes.append(.element(element))
        }
    }

    mutating func text(_ text: MarkupText) {
        nodes.append(.text(text))
    }
}
