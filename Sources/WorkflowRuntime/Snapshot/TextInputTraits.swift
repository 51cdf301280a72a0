/// How a text input's keyboard behaves: the original's keyboard parameters.
///
/// Renderers choose the keyboard, autofill and return key from them (a web page's `type`,
/// `inputmode`, `autocomplete`, `autocapitalize` and `enterkeyhint`). Each is an enumeration of
/// the original's words (in JSON, the word), so the traits add a few bytes to an element.
public struct TextInputTraits: Sendable, Hashable, Codable {
    /// The keyboard shown (`keyboardType`).
    public enum KeyboardType: String, Sendable, Hashable, Codable, CaseIterable {
        /// The standard keyboard.
        case `default`
        /// Letters without accents or other scripts.
        case asciiCapable
        /// Digits and punctuation first.
        case numbersAndPunctuation
        /// For web addresses.
        case url
        /// Digits only.
        case numberPad
        /// For telephone numbers.
        case phonePad
        /// For names and telephone numbers.
        case namePhonePad
        /// For email addresses.
        case emailAddress
        /// Digits and a decimal separator.
        case decimalPad
        /// With @ and # at hand.
        case twitter
    }

    /// Which letters are capitalised as they are typed (`autocapitalizationType`).
    public enum Capitalization: String, Sendable, Hashable, Codable, CaseIterable {
        /// Nothing is capitalised.
        case none
        /// The first letter of each word.
        case words
        /// The first letter of each sentence.
        case sentences
        /// Every letter.
        case allCharacters
    }

    /// Whether a behaviour is on, off, or as the platform decides (`autocorrectionType`, `spellCheckingType`).
    public enum Choice: String, Sendable, Hashable, Codable, CaseIterable {
        /// As the platform decides.
        case `default`
        /// Off.
        case no
        /// On.
        case yes
    }

    /// The label of the return key (`returnKeyType`).
    public enum ReturnKey: String, Sendable, Hashable, Codable, CaseIterable {
        /// Return.
        case `default`
        /// Go.
        case go
        /// Search, named for Google.
        case google
        /// Join.
        case join
        /// Next: on to the next field.
        case next
        /// Route.
        case route
        /// Search.
        case search
        /// Send.
        case send
        /// Search, named for Yahoo.
        case yahoo
        /// Done.
        case done
        /// Emergency call.
        case emergencyCall
    }

    /// The keyboard shown.
    public var keyboardType: KeyboardType
    /// Which letters are capitalised.
    public var autocapitalization: Capitalization
    /// Whether typing is corrected.
    public var autocorrection: Choice
    /// Whether spelling is checked.
    public var spellChecking: Choice
    /// The return key's label.
    public var returnKey: ReturnKey

    /// Creates traits; the defaults are the original's (a sentence-capitalised default keyboard).
    public init(
        keyboardType: KeyboardType = .default, autocapitalization: Capitalization = .sentences,
        autocorrection: Choice = .default, spellChecking: Choice = .default, returnKey: ReturnKey = .default
    ) {
        self.keyboardType = keyboardType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.spellChecking = spellChecking
        self.returnKey = returnKey
    }
}
