/// `<presentController>`: presents a controller modally over the performing controller.
final class PresentControllerAction: ControllerAction {
    override func show(
        _ shown: Controller, for controller: Controller, context: WorkflowContext
    ) throws(RuntimeIssue) -> ActionResult {
        let limit = context.core.limits.maximumStackDepth
        guard context.core.presentations.count < limit else {
            throw issue(
                "\(limit) controllers are presented already (RuntimeLimits.maximumStackDepth); nothing was presented")
        }
        context.core.present(shown, from: controller)
        return .success(context)
    }
}
