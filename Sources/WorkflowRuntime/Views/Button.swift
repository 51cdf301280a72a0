/// `<button>`: a title or image that sends its message when tapped.
final class Button: View {
    var title: String?
    var image: ImageValue?
    private var message: LazyParameter?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        title = parameters.text("title")
        image = parameters.image("image")
        message = parameters.deferred("message")
        if accessibilityLabel == nil { accessibilityLabel = image?.accessibilityLabel }
    }

    override var isTappable: Bool { true }

    override func tap() {
        if message != nil { send(message) } else { super.tap() }
    }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .button
        element.text = title
        element.image = image?.name
    }
}
