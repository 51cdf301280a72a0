/// `<popController>`: pops the navigation stack back to the performing controller ("pop back to me").
final class PopControllerAction: Action {
    override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        guard let navigation = controller.navigationController else {
            return fail("cannot find a navigation controller to pop", context: context, code: .noController)
        }
        let target = navigation === controller ? navigation.stack.first : controller
        guard let target, navigation.pop(to: target) else {
            return fail(
                "cannot pop: the performing controller is not in the navigation stack", context: context,
                code: .noController)
        }
        return .success(context)
    }
}
