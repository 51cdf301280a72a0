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
        let defaults = TextInputTraits()
        traits = TextInputTraits(
            keyboardType: parameters.word("keyboardType", in: Self.keyboardTypes) ?? defaults.keyboardType,
            autocapitalization: parameters.word("autocapitalizationType", in: Self.capitalizations)
                ?? defaults.autocapitalization,
            autocorrection: parameters.word("autocorrectionType", in: Self.choices) ?? defaults.autocorrection,
            spellChecking: parameters.word("spellCheckingType", in: Self.choices) ?? defaults.spellChecking,
            returnKey: parameters.word("returnKeyType", in: Self.returnKeys) ?? defaults.returnKey)
    }

    static let keyboardTypes = [
        "default", "asciiCapable", "numbersAndPunctuation", "url", "numberPad", "phonePad", "namePhonePad",
        "emailAddress", "decimalPad", "twitter",
    ]
    static let capitalizations = ["none", "words", "sentences", "allCharacters"]
    static let choices = ["default", "no", "yes"]
    static let returnKeys = [
        "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall",
    ]

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
