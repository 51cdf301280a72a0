/// `<presentController>`: presents a controller modally over the performing controller.
final class PresentControllerAction: ControllerAction {
    override func checkRoom(context: WorkflowContext) throws(RuntimeIssue) {
        let limit = context.core.limits.maximumStackDepth
        guard context.core.stackedControllerCount < limit else {
            throw issue(
                "\(limit) controllers are pushed and presented already (RuntimeLimits.maximumStackDepth); "
                    + "nothing was presented")
        }
    }

    override func show(
        _ shown: Controller, for controller: Controller, context: WorkflowContext
    ) throws(RuntimeIssue) -> ActionResult {
        context.core.present(shown, from: controller)
        return .success(context)
    }
}
