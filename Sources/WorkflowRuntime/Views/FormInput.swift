/// A view whose value a form collects and validates (ORIGINALS 1.11).
class FormInput: View {
    weak var form: FormController?
    var validations: [Condition] = []

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        validations = parameters.objects("validations")
    }

    /// The value the form sends under the input's name.
    var formValue: WorkflowValue { .null }

    /// Whether the input can take the keyboard focus.
    var canFocus: Bool { false }

    func focus() {
        if canFocus { context.core.focusedInput = self }
    }

    /// The first validation that fails for the current value, if any.
    func firstFailedValidation() -> Condition? {
        var context = context
        context.actionSender = self
        for validation in validations {
            do {
                if try !validation.evaluate(value: formValue, in: context) { return validation }
            } catch {
                context.report(error)
                return validation
            }
        }
        return nil
    }

    /// The return key: the form moves on or submits.
    override func pressReturn() throws(EventError) {
        form?.inputDidReturn(self)
    }
}
