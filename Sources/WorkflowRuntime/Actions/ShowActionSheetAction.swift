/// `<showActionSheet>`: a sheet of buttons; destructive first, then the others, cancel last.
final class ShowActionSheetAction: Action {
    private var title: LazyParameter?
    private var buttons: [ButtonItem] = []

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        title = parameters.deferred("title")
        buttons =
            parameters.objects("destructiveButtonItem") + parameters.objects("otherButtonItems")
            + parameters.objects("cancelButtonItem")
        guard buttons.count >= 2 else {
            throw issue("action sheets must have at least two buttons", code: .missingValue)
        }
    }

    override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        do {
            let title = try title?.text(in: context)
            context.services.show(
                AlertModel(style: .actionSheet, title: title, message: nil, buttons: buttons, source: self))
            return .success(context)
        } catch {
            return fail(error.message, context: context, code: error.code)
        }
    }
}
