/// `<pushController>`: pushes a controller onto the performing controller's navigation stack.
final class PushControllerAction: ControllerAction {
    override func checkRoom(context: WorkflowContext) throws(RuntimeIssue) {
        try checkStackRoom(context: context, shown: "pushed")
    }

    override func show(
        _ shown: Controller, for controller: Controller, context: WorkflowContext
    ) throws(RuntimeIssue) -> ActionResult {
        guard let navigation = controller.navigationController else {
            throw issue(
                "cannot find a navigation controller to push onto; put the screen inside <navigation>",
                code: .noController)
        }
        navigation.push(shown)
        return .success(context)
    }
}
