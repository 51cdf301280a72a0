/// `<dismissController>`: dismisses what the performing controller presented, or the presentation it is in.
final class DismissControllerAction: Action {
    override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        guard context.services.dismiss(for: controller) else {
            return fail("cannot find a presented controller to dismiss", context: context, code: .noController)
        }
        return .success(context)
    }
}
