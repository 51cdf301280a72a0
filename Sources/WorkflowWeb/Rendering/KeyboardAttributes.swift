import WorkflowRuntime

/// The attributes of a text input that choose a browser's keyboard, autofill and return key,
/// made from the schema's keyboard parameters (`keyboardType`, `secureTextEntry`,
/// `autocapitalizationType`, `autocorrectionType`, `spellCheckingType`, `returnKeyType`).
enum KeyboardAttributes {
    /// ` type=… inputmode=… autocomplete=… autocapitalize=… spellcheck=… enterkeyhint=…` for an input.
    static func html(for traits: TextInputTraits?, isSecure: Bool, isSearch: Bool = false) -> String {
        let traits = traits ?? TextInputTraits()
        var type = isSearch ? "search" : "text"
        var inputMode: String?
        // Left to the browser unless the keyboard says what the field holds.
        var autocomplete: String?
        // Addresses, numbers and passwords are typed as written: no capitals, no corrections.
        var isLiteral = false
        switch traits.keyboardType {
        case .emailAddress: (type, inputMode, autocomplete, isLiteral) = ("email", "email", "email", true)
        case .url: (type, inputMode, autocomplete, isLiteral) = ("url", "url", "url", true)
        case .phonePad: (type, inputMode, autocomplete, isLiteral) = ("tel", "tel", "tel", true)
        case .numberPad: (inputMode, isLiteral) = ("numeric", true)
        case .decimalPad: (inputMode, isLiteral) = ("decimal", true)
        default: break
        }
        if isSecure { (type, inputMode, autocomplete, isLiteral) = ("password", nil, "current-password", true) }
        var html = HTMLFragment.attribute("type", type) + HTMLFragment.attribute("inputmode", inputMode)
        html += HTMLFragment.attribute("autocomplete", autocomplete)
        html += HTMLFragment.attribute("autocapitalize", isLiteral ? "none" : capitalization(traits.autocapitalization))
        if isLiteral || traits.autocorrection == .no { html += " autocorrect=\"off\"" }
        let spellChecks = isLiteral ? false : traits.spellChecking == .default ? nil : traits.spellChecking == .yes
        html += HTMLFragment.attribute("spellcheck", spellChecks.map { $0 ? "true" : "false" })
        html += HTMLFragment.attribute("enterkeyhint", enterKeyHint(traits.returnKey) ?? (isSearch ? "search" : nil))
        return html
    }

    /// The `autocapitalize` and `spellcheck` attributes of a text view (a text area has no type,
    /// keyboard or return key).
    static func textAreaHTML(for traits: TextInputTraits?) -> String {
        let traits = traits ?? TextInputTraits()
        var html = HTMLFragment.attribute("autocapitalize", capitalization(traits.autocapitalization))
        if traits.spellChecking != .default {
            html += HTMLFragment.attribute("spellcheck", traits.spellChecking == .yes ? "true" : "false")
        }
        return html
    }

    private static func capitalization(_ capitalization: TextInputTraits.Capitalization) -> String {
        switch capitalization {
        case .none: "none"
        case .words: "words"
        case .allCharacters: "characters"
        case .sentences: "sentences"
        }
    }

    private static func enterKeyHint(_ returnKey: TextInputTraits.ReturnKey) -> String? {
        switch returnKey {
        case .go, .join, .route, .emergencyCall: "go"
        case .google, .yahoo, .search: "search"
        case .next: "next"
        case .send: "send"
        case .done: "done"
        case .default: nil
        }
    }
}
