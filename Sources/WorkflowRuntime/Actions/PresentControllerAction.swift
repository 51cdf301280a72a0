/// `<presentController>`: presents a controller modally over the performing controller.
final class PresentControllerAction: ControllerAction {
    override func checkRoom(context: WorkflowContext) throws(RuntimeIssue) {
        try checkStackRoom(context: context, shown: "presented")
    }

    override func show(
        _ shown: Controller, for controller: Controller, context: WorkflowContext
    ) throws(RuntimeIssue) -> ActionResult {
        context.services.present(shown, from: controller)
        return .success(context)
    }
}
