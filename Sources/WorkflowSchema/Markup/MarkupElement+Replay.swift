extension MarkupElement {
    /// Sends this element and everything inside it to `sink` as scanner events, in document
    /// order, without recursion. Names are not interned here (symbol -1): a tree built by hand
    /// may mix elements of several documents.
    func replay<Sink: MarkupSink>(into sink: inout Sink) {
        var pending: [(element: MarkupElement, next: Int)] = [(self, 0)]
        sink.startElement(name: name, symbol: -1, attributes: attributes, range: range)
        while let top = pending.indices.last {
            let (element, next) = pending[top]
            guard next < element.children.count else {
                sink.endElement(endRange: element.endRange)
                pending.removeLast()
                continue
            }
            pending[top].next += 1
            switch element.children[next] {
            case .text(let text):
                sink.text(text)
            case .element(let child):
                sink.startElement(
                    name: child.name, symbol: -1, attributes: child.attributes, range: child.range)
                pending.append((child, 0))
            }
        }
    }
}
