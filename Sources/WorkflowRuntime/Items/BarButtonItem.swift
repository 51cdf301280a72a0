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

    /// The text it shows: its title, or the name of its system item (read aloud when it is an icon).
    var displayText: String? { title ?? systemItem.map(Self.systemTitle) }

    /// Whether the item is drawn bold: the `done` style or system item.
    var isProminent: Bool { style == "done" || systemItem == "done" }

    /// How it is drawn: the system item it shows as an icon (`trash`, `add`…), else `done` when bold.
    var variant: String? {
        if title == nil, image == nil, let systemItem, Self.iconItems.contains(systemItem) { return systemItem }
        return isProminent ? "done" : nil
    }

    /// The system items iOS draws as icons rather than words.
    static let iconItems: Set<String> = [
        "add", "compose", "reply", "action", "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash",
        "play", "pause", "rewind", "fastForward", "undo", "redo",
    ]

    /// Spaces take room but show nothing.
    var isSpace: Bool { systemItem == "flexibleSpace" || systemItem == "fixedSpace" }

    func tap() {
        guard isEnabled else { return }
        send(message)
    }

    /// A system item's name as iOS reads it: `trash` is "Delete", `action` is "Share".
    private static func systemTitle(_ item: String) -> String {
        switch item {
        case "trash": "Delete"
        case "action": "Share"
        case "fastForward": "Fast Forward"
        case "pageCurl": "Page Curl"
        default: item.prefix(1).uppercased() + item.dropFirst()
        }
    }
}
