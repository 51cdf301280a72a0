import WorkflowSchema

/// `<showAlert>`: an alert with a message, optional title, and buttons (cancel last; OK if none).
final class ShowAlertAction: Action {
    private var title: LazyParameter?
    private var message: LazyParameter?
    private var cancelButton: ButtonItem?
    private var otherButtons: [ButtonItem] = []
    private var synthesized: ButtonItem?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        title = parameters.deferred("title")
        message = parameters.deferred("message")
        cancelButton = parameters.object("cancelButtonItem")
        otherButtons = parameters.objects("otherButtonItems")
    }

    override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        do {
            let title = try title?.text(in: context)
            guard let message = try message?.text(in: context) else {
                return fail("alerts must have a message", context: context, code: .missingValue)
            }
            let cancel = cancelButton ?? synthesized ?? ButtonItem.synthesizedOK(for: self, context: context)
            synthesized = cancel
            context.services.show(
                AlertModel(
                    style: .alert, title: title, message: message, buttons: otherButtons + [cancel], source: self))
            return .success(context)
        } catch {
            return fail(error.message, context: context, code: error.code)
        }
    }
}
