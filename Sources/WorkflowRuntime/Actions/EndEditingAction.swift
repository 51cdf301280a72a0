/// `<endEditing>`: takes the keyboard focus away from any input.
final class EndEditingAction: Action {
    override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        context.core.focusedInput = nil
        return .success(context)
    }
}
