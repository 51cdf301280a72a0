/// `<label>`: text.
final class Label: View {
    var text: String?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        text = parameters.text("text")
    }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .label
        element.text = text
    }
}
