/// How a text input's keyboard behaves: the original's keyboard parameters, as their words.
///
/// Renderers choose the keyboard, autofill and return key from them (a web page's `type`,
/// `inputmode`, `autocomplete`, `autocapitalize` and `enterkeyhint`).
public struct TextInputTraits: Sendable, Hashable, Codable {
    /// `default`, `asciiCapable`, `numbersAndPunctuation`, `url`, `numberPad`, `phonePad`,
    /// `namePhonePad`, `emailAddress`, `decimalPad` or `twitter`.
    public var keyboardType: String
    /// `none`, `words`, `sentences` or `allCharacters`.
    public var autocapitalization: String
    /// `default`, `no` or `yes`.
    public var autocorrection: String
    /// `default`, `no` or `yes`.
    public var spellChecking: String
    /// `default`, `go`, `google`, `join`, `next`, `route`, `search`, `send`, `yahoo`, `done` or `emergencyCall`.
    public var returnKey: String

    /// Creates traits; the defaults are the original's (a sentence-capitalised default keyboard).
    public init(
        keyboardType: String = "default", autocapitalization: String = "sentences", autocorrection: String = "default",
        spellChecking: String = "default", returnKey: String = "default"
    ) {
        self.keyboardType = keyboardType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.spellChecking = spellChecking
        self.returnKey = returnKey
    }
}
