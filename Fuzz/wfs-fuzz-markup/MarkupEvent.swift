import WorkflowSchema

/// One thing a reader saw, in the form both readers can be compared in.
enum MarkupEvent: Hashable, CustomStringConvertible {
    /// A start tag with its attributes sorted by name: `XMLParser` hands them over in a
    /// dictionary, so their order cannot be compared.
    case start(String, attributes: [String: String])
    /// An end tag (also after `<x/>`).
    case end(String)
    /// A text run as `MarkupText` keeps it: trimmed, and only when something is left.
    case text(String)

    var description: String {
        switch self {
        case .start(let name, let attributes):
            let listed = attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value.debugDescription)" }
            return "<\(name)\(listed.joined())>"
        case .end(let name): return "</\(name)>"
        case .text(let value): return "text \(value.debugDescription)"
        }
    }

    /// The events of our reader's tree, depth first.
    static func events(of root: MarkupElement) -> [MarkupEvent] {
        var events: [MarkupEvent] = []
        func walk(_ element: MarkupElement) {
            let attributes = Dictionary(element.attributes.map { ($0.name, $0.value) }) { first, _ in first }
            events.append(.start(element.name, attributes: attributes))
            for child in element.children {
                switch child {
                case .element(let inner): walk(inner)
                case .text(let text): events.append(.text(text.value))
                }
            }
            events.append(.end(element.name))
        }
        walk(root)
        return events
    }
}

extension String {
    /// Trimmed of Unicode whitespace at both ends, as the reader trims text runs (MarkupText).
    var trimmedAsMarkupText: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
