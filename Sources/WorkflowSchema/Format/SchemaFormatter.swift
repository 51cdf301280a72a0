/// Lays a schema file out canonically: one element per line, indented by four spaces, empty
/// elements self-closed, attributes in double quotes, comments kept (`wfs format`).
///
/// Nothing a parse can see changes: text is copied from the source as it was written (entity
/// references, CDATA sections and comments inside it included), only without the whitespace
/// around it, which the reader drops anyway; the XML declaration and the comments between
/// elements are kept on lines of their own. Formatting is idempotent.
public struct SchemaFormatter: Sendable {
    /// The indentation of one level.
    public var indentation = "    "

    /// Creates a formatter.
    public init() {}

    /// The formatted text, or nil when the document is not well-formed (nothing to lay out safely).
    /// A document in the JSON form is written as ``JSONFormWriter`` writes it.
    public func format(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        let document = MarkupReader().read(bytes)
        guard document.isComplete, !document.hasErrors, let root = document.root else { return nil }
        if SchemaForm.of(bytes) == .json {
            return JSONFormWriter().write(root, schemaReference: document.schemaReference)
        }
        var writer = Writer(source: bytes, indentation: indentation)
        writer.prolog(before: root.range.start.offset)
        writer.element(root, depth: 0)
        writer.comments(in: Self.end(of: root)..<bytes.count, depth: 0)
        return writer.output
    }

    /// Where an element ends in the source: after its end tag, or its self-closing start tag.
    static func end(of element: MarkupElement) -> Int {
        (element.endRange ?? element.range).end.offset
    }

    private struct Writer {
        let source: [UInt8]
        let indentation: String
        var output = ""

        mutating func line(_ text: String, depth: Int) {
            output += String(repeating: indentation, count: depth) + text + "\n"
        }

        /// The XML declaration and the comments before the root element.
        mutating func prolog(before offset: Int) {
            let head = String(decoding: source[0..<offset], as: UTF8.self)
            if head.hasPrefix("<?xml"), let close = head.range(of: "?>") {
                line(String(head[..<close.upperBound]), depth: 0)
            }
            comments(in: 0..<offset, depth: 0)
        }

        /// Each comment in `bytes` of the source, on a line of its own.
        mutating func comments(in bytes: Range<Int>, depth: Int) {
            guard bytes.lowerBound < bytes.upperBound else { return }
            var text = String(decoding: source[bytes], as: UTF8.self)[...]
            while let open = text.range(of: "<!--"), let close = text[open.upperBound...].range(of: "-->") {
                line(String(text[open.lowerBound..<close.upperBound]), depth: depth)
                text = text[close.upperBound...]
            }
        }

        mutating func element(_ element: MarkupElement, depth: Int) {
            var tag = "<" + element.name
            for attribute in element.attributes {
                tag += " " + attribute.name + "=\"" + XMLText.escape(attribute.value, inAttribute: true) + "\""
            }
            let contentStart = element.range.end.offset
            let contentEnd = element.endRange?.start.offset ?? contentStart
            let gaps = Self.gaps(of: element, from: contentStart, to: contentEnd)
            let hasComments = gaps.contains { gap in containsComment(gap) }
            switch (element.children.count, element.children.first) {
            case (0, _) where !hasComments:
                line(tag + "/>", depth: depth)
            case (1, .text(let text)?) where !hasComments:
                line(tag + ">" + raw(text.range) + "</" + element.name + ">", depth: depth)
            default:
                line(tag + ">", depth: depth + 0)
                for (index, child) in element.children.enumerated() {
                    comments(in: gaps[index], depth: depth + 1)
                    switch child {
                    case .element(let inner): self.element(inner, depth: depth + 1)
                    case .text(let text): line(raw(text.range), depth: depth + 1)
                    }
                }
                comments(in: gaps[element.children.count], depth: depth + 1)
                line("</" + element.name + ">", depth: depth)
            }
        }

        /// The source between the children: before the first, between each two, after the last.
        static func gaps(of element: MarkupElement, from start: Int, to end: Int) -> [Range<Int>] {
            var gaps: [Range<Int>] = []
            var position = start
            for child in element.children {
                let (childStart, childEnd) =
                    switch child {
                    case .element(let inner): (inner.range.start.offset, SchemaFormatter.end(of: inner))
                    case .text(let text): (text.range.start.offset, text.range.end.offset)
                    }
                gaps.append(position..<max(position, childStart))
                position = childEnd
            }
            gaps.append(position..<max(position, end))
            return gaps
        }

        func containsComment(_ bytes: Range<Int>) -> Bool {
            bytes.lowerBound < bytes.upperBound
                && String(decoding: source[bytes], as: UTF8.self).contains("<!--")
        }

        /// A text node as it was written. A run that ends inside a CDATA section ends, in the
        /// reader's range, before the section's `]]>`, which is taken along.
        func raw(_ range: SourceRange) -> String {
            let text = String(decoding: source[range.start.offset..<range.end.offset], as: UTF8.self)
            guard text.components(separatedBy: "<![CDATA[").count > text.components(separatedBy: "]]>").count else {
                return text
            }
            let rest = String(decoding: source[range.end.offset...], as: UTF8.self)
            guard let close = rest.range(of: "]]>") else { return text }
            return text + rest[..<close.upperBound]
        }
    }
}
