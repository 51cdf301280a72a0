/// `<pushController>`: pushes a controller onto the performing controller's navigation stack.
final class PushControllerAction: ControllerAction {
    override func show(
        _ shown: Controller, for controller: Controller, context: WorkflowContext
    ) throws(RuntimeIssue) -> ActionResult {
        guard let navigation = controller.navigationController else {
            throw issue("cannot find a navigation controller to push onto; put the screen inside <navigation>")
        }
        let limit = context.core.limits.maximumStackDepth
        guard navigation.stack.count < limit else {
            throw issue(
                "the navigation stack already holds \(limit) screens (RuntimeLimits.maximumStackDepth); nothing was pushed"
            )
        }
        navigation.push(shown)
        return .success(context)
    }
}
