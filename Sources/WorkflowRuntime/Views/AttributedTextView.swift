/// `<attributedTextView>`: rich text, sanitised to the ``RichText`` subset (the original's
/// DTCoreText module). Always an accessibility element; its label defaults to the plain text.
final class AttributedTextView: View {
    var richText = RichText(nodes: [])

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        richText = RichText(html: parameters.text("attributedString") ?? "")
    }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .attributedText
        let plain = richText.plainText
        element.text = plain
        element.richText = richText.html
        if element.label == nil, !plain.isEmpty { element.label = plain }
    }
}
