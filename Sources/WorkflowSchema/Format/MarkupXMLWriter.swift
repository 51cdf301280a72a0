/// Writes a document tree as XML laid out as ``SchemaFormatter`` lays it out, escaping text and
/// attributes (`wfs convert --to xml`, for a tree read from the JSON form).
public struct MarkupXMLWriter: Sendable {
    /// The indentation of one level.
    public var indentation = "    "

    /// Creates a writer.
    public init() {}

    /// The XML text of a document whose root is `root`.
    public func write(_ root: MarkupElement) -> String {
        var output = ""
        element(root, depth: 0, into: &output)
        return output
    }

    private func element(_ element: MarkupElement, depth: Int, into output: inout String) {
        let margin = String(repeating: indentation, count: depth)
        var tag = "<" + element.name
        for attribute in element.attributes {
            tag += " " + attribute.name + "=\"" + XMLText.escape(attribute.value, inAttribute: true) + "\""
        }
        switch (element.children.count, element.children.first) {
        case (0, _):
            output += margin + tag + "/>\n"
        case (1, .text(let text)?):
            output += margin + tag + ">" + XMLText.escape(text.value) + "</" + element.name + ">\n"
        default:
            output += margin + tag + ">\n"
            for child in element.children {
                switch child {
                case .element(let inner): self.element(inner, depth: depth + 1, into: &output)
                case .text(let text): output += margin + indentation + XMLText.escape(text.value) + "\n"
                }
            }
            output += margin + "</" + element.name + ">\n"
        }
    }
}
