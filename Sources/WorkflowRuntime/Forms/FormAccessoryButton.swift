import WorkflowSchema

/// One button of a form accessory view.
final class FormAccessoryButton: View {
    enum Role: String, CaseIterable {
        case previous, next, done
    }

    var role = Role.done
    weak var accessory: FormAccessoryView?

    private var focused: FormInput? {
        guard let input = context.services.focusedInput, let form = accessory?.form, input.form === form else {
            return nil
        }
        return input
    }

    override var isTappable: Bool {
        guard let input = focused, let form = input.form else { return false }
        switch role {
        case .previous: return form.canFocusPrevious(from: input)
        case .next: return form.canFocusNext(from: input)
        case .done: return true
        }
    }

    override func tap() {
        guard let input = focused, let form = input.form else { return }
        switch role {
        case .previous: form.focusPrevious(from: input)
        case .next: form.focusNext(from: input)
        case .done: form.endEditing()
        }
    }
}
