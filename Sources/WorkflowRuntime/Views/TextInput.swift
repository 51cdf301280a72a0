/// A form input that holds text a person types: `textField`, `textView` and `searchBar`.
///
/// A tap focuses it; entering text replaces the text, focuses it, and re-checks a refused value.
class TextInput: FormInput {
    var text = ""
    /// The keyboard parameters (`textField` and `textView` take them).
    var traits = TextInputTraits()

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        text = parameters.text("text") ?? ""
        traits = TextInputTraits(
            keyboardType: parameters.word("keyboardType") ?? .default,
            autocapitalization: parameters.word("autocapitalizationType") ?? .sentences,
            autocorrection: parameters.word("autocorrectionType") ?? .default,
            spellChecking: parameters.word("spellCheckingType") ?? .default,
            returnKey: parameters.word("returnKeyType") ?? .default)
    }

    override var formValue: WorkflowValue { .string(text) }
    override var canFocus: Bool { !isHidden && isEditable }
    override var isTappable: Bool { isEditable || super.isTappable }

    /// Whether text can be typed (a text view with `editable` NO cannot).
    var isEditable: Bool { true }

    override func tap() {
        focus()
        super.tap()
    }

    override func enterText(_ text: String) throws(EventError) {
        guard isEditable else { throw EventError("\(id) is a \(element.tag) that is not editable") }
        focus()
        let old = self.text
        self.text = text
        revalidateIfRefused()
        textDidChange(from: old)
    }

    /// The text was replaced by `enterText`; `old` is what it was before.
    func textDidChange(from old: String) {}
}
