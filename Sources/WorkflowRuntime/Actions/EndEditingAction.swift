/// `<endEditing>`: takes the keyboard focus away from any input (its editing ends, so triggers fire).
final class EndEditingAction: Action {
    override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        context.services.focusedInput?.resignFocus()
        return .success(context)
    }
}
