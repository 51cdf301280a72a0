/// `<barButtonItem>`: a button of a toolbar or navigation bar: a title, an image or a system item.
final class BarButtonItem: RuntimeObject {
    var title: String?
    var image: ImageValue?
    var systemItem: String?
    /// `plain`, `bordered` or `done` (drawn bold, as is the `done` system item).
    var style = "bordered"
    var isEnabled = true
    private var message: LazyParameter?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        title = parameters.text("title")
        image = parameters.image("image")
        systemItem = parameters.text("systemItem")
        style = parameters.word("style", in: ["plain", "bordered", "done"]) ?? "bordered"
        isEnabled = parameters.bool("enabled") ?? true
        message = parameters.deferred("message")
    }

    /// A plain item with a title or image (a `backBarButtonItem` written as text or an image).
    func adopt(title: String?, image: ImageValue?) {
        self.title = title
        self.image = image
    }

    /// The text it shows: its title, or the name of its system item.
    var displayText: String? { title ?? systemItem.map(Self.systemTitle) }

    /// Whether the item is drawn bold: the `done` style or system item.
    var isProminent: Bool { style == "done" || systemItem == "done" }

    /// Spaces take room but show nothing.
    var isSpace: Bool { systemItem == "flexibleSpace" || systemItem == "fixedSpace" }

    func tap() {
        guard isEnabled else { return }
        send(message)
    }

    private static func systemTitle(_ item: String) -> String {
        item.prefix(1).uppercased() + item.dropFirst()
    }
}
