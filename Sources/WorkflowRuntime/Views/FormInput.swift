/// A view whose value a form collects and validates (ORIGINALS 1.11).
///
/// Inputs made inside a form register with it (`FormController.didCreate`). Text inputs take
/// the keyboard focus; every input tells its form when its editing ends, which runs the form's
/// triggers. The validation state of the last submit or return is shown in the snapshot.
open class FormInput: View {
    weak var form: FormController?
    /// The input's place among its form's inputs (document order), given as its making begins.
    var formPosition = 0
    var validations: [Condition] = []
    /// Why the value was refused at the last validation; nil when it passed or was not checked.
    var validationMessage: String? {
        didSet { if oldValue != validationMessage { context.didChange(.content) } }
    }

    /// The message shown for a failed validation that has no `failureMessage`.
    static let defaultValidationMessage = "The value is not valid"

    open override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        validations = parameters.objects("validations")
    }

    /// The value the form sends under the input's name.
    open var formValue: WorkflowValue { .null }

    /// Whether the input can take the keyboard focus.
    var canFocus: Bool { false }

    /// Whether the input has the keyboard focus.
    var isFocused: Bool { context.services.focusedInput === self }

    /// Takes the keyboard focus; the input that had it ends its editing (its form runs its triggers).
    func focus() {
        guard canFocus, !isFocused else { return }
        let previous = context.services.focusedInput
        context.services.focusedInput = self
        context.didChange(.content)
        previous?.didEndEditing()
    }

    /// Gives up the keyboard focus, ending the editing (the form runs its triggers).
    func resignFocus() {
        guard isFocused else { return }
        context.services.focusedInput = nil
        context.didChange(.content)
        didEndEditing()
    }

    /// The editing of the input ended (text entry left, switch flipped, slider let go…).
    public func didEndEditing() {
        form?.inputDidEndEditing(self)
    }

    /// The first validation that fails for the current value, if any.
    ///
    /// Validations are evaluated with the input's value, in the input's context with the form
    /// values added (so `<isEqual><otherValue><string keyPath="password"/>…` compares inputs).
    func firstFailedValidation() -> Condition? {
        var context = form.map { self.context.adding($0.formValues) } ?? context
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

    /// Validates the value and records the outcome for the snapshot; gives the failed validation.
    @discardableResult
    func validate() -> Condition? {
        let failure = firstFailedValidation()
        validationMessage = failure.map { $0.failureMessage ?? Self.defaultValidationMessage }
        return failure
    }

    /// Validates again when a refusal is on show, so it disappears once the value is fixed.
    public func revalidateIfRefused() {
        if validationMessage != nil { validate() }
    }

    /// Fills in what every input shows: validation state, focus.
    public func describeInput(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.validationMessage = validationMessage
        element.hasValidations = !validations.isEmpty
        element.isSelected = snapshot.focusedInput === self
    }

    /// The return key of a text input: the form moves on to the next input, or submits.
    func returnKeyPressed() {
        form?.inputDidReturn(self)
    }
}
