/// `<replaceRootController>`: makes a controller the only one of the performing navigation controller.
final class ReplaceRootControllerAction: ControllerAction {
    override func show(
        _ shown: Controller, for controller: Controller, context: WorkflowContext
    ) throws(RuntimeIssue) -> ActionResult {
        guard let navigation = controller as? NavigationController else {
            throw issue(
                "replaceRootController can only be performed by a navigation controller, "
                    + "not <\(controller.element.tag)>",
                code: .noController)
        }
        navigation.replaceStack(with: shown)
        return .success(context)
    }
}
