/// A button of an alert or action sheet: `actionButtonItem`, `cancelButtonItem` or `destructiveButtonItem`.
final class ButtonItem: RuntimeObject {
    var title: String?
    private var message: LazyParameter?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        title = parameters.text("title")
        message = parameters.deferred("message")
        if title == nil, element.tag == "cancelButtonItem" { title = "OK" }
    }

    /// The role the tag gives the button.
    var role: AlertButtonRole {
        switch element.tag {
        case "cancelButtonItem": .cancel
        case "destructiveButtonItem": .destructive
        default: .normal
        }
    }

    /// Sends the button's message through the item's own creation context.
    func choose() {
        send(message)
    }
}
