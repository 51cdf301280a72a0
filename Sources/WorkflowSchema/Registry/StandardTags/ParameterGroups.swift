/// The parameter groups that standard tags inherit from their original base classes
/// (ORIGINALS.md 1.6.0), with the defaults the groups contribute.
enum ParameterGroups {
    /// Accessibility parameters of every view tag and of `<image>`.
    static let accessibility: [ParameterDescriptor] = [
        .string("accessibilityLabel"),
        .string("accessibilityHint"),
        ParameterDescriptor("accessibilityValue", accepts: [.string, .number]),
        .bitmask(
            "accessibilityTraits",
            [
                "button", "link", "searchField", "image", "selected", "playsSound", "keyboardKey", "staticText",
                "summaryElement", "notEnabled", "updatesFrequently", "startsMediaSession", "adjustable",
                "allowsDirectInteraction", "causesPageTurn",
            ]),
    ]

    /// Parameters of every view tag.
    static let view: [ParameterDescriptor] = [
        .list("gestures", .gesture),
        .boolean("hidden"),
    ]

    /// The default every view tag inherits; each tag places it where its table says.
    static let viewDefault = DefaultParameter(.gesture, "gestures")

    /// Parameters of bars: `navigationBar`, `toolbar`, `searchBar`, `formAccessoryView`.
    static let bar: [ParameterDescriptor] = [
        .enumeration("barStyle", ["default", "black"]),
        .boolean("translucent"),
    ]

    /// Keyboard parameters of text inputs: `textField`, `textView`.
    static let textInput: [ParameterDescriptor] = [
        .enumeration("autocapitalizationType", ["none", "words", "sentences", "allCharacters"]),
        .enumeration("autocorrectionType", ["default", "no", "yes"]),
        .enumeration("spellCheckingType", ["default", "no", "yes"]),
        .enumeration(
            "keyboardType",
            [
                "default", "asciiCapable", "numbersAndPunctuation", "url", "numberPad", "phonePad", "namePhonePad",
                "emailAddress", "decimalPad", "twitter",
            ]),
        .enumeration("keyboardAppearance", ["default", "alert"]),
        .enumeration(
            "returnKeyType",
            [
                "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall",
            ]),
        .boolean("enablesReturnKeyAutomatically"),
        .boolean("secureTextEntry"),
    ]

    /// Input-view parameters of responders: `textField`, `textView`.
    static let responder: [ParameterDescriptor] = [
        .one("inputView", .view),
        .one("inputAccessoryView", .view),
    ]

    /// Parameters of every controller tag.
    static let controller: [ParameterDescriptor] = [
        .string("title"),
        .boolean("hidesBottomBarWhenPushed"),
        .one("navigationItem", .navigationItem).lazy,
        .one("tabBarItem", .tabBarItem),
        .list("toolbarItems", .barButtonItem),
        .list("actions", .action),
        .boolean("shouldForwardAllMessages"),
    ]

    /// The defaults every controller tag inherits, after its own.
    static let controllerDefaults: [DefaultParameter] = [
        DefaultParameter(.navigationItem, "navigationItem"),
        DefaultParameter(.tabBarItem, "tabBarItem"),
        DefaultParameter(.action, "actions"),
    ]

    /// Parameters of every condition tag.
    static let condition: [ParameterDescriptor] = [
        .string("failureMessage"),
        .one("value", .object).lazy,
    ]
}
