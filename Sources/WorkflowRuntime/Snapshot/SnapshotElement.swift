/// One element of what is on screen, with a stable id that events name.
public struct SnapshotElement: Sendable, Hashable, Codable {
    /// The id events use; stable for as long as the object it shows exists.
    public var id: ElementID
    /// What the element is.
    public var kind: ElementKind
    /// The `name` attribute of the schema object, if any.
    public var name: String?
    /// The visible text: a title, a label's text, a button's title.
    public var text: String?
    /// Secondary text: a navigation bar's prompt, an alert's message, a text field's placeholder.
    public var detail: String?
    /// The accessibility label.
    public var label: String?
    /// The accessibility hint.
    public var hint: String?
    /// The accessibility traits, such as `button` or `staticText`.
    public var traits: [String]
    /// The current value: a text field's text, a badge.
    public var value: String?
    /// The name of the image shown, if any.
    public var image: String?
    /// An alert button's role when it is not a normal one: the cancel or destructive button.
    public var role: AlertButtonRole?
    /// The style names of the `class` attribute.
    public var styleNames: [String]
    /// Why a form input's value was refused by its validations at the last submit; nil when valid.
    public var validationMessage: String?
    /// Hidden elements are kept so renderers can animate them, but are not found by drivers.
    public var isHidden: Bool
    /// Disabled elements are shown but ignore events.
    public var isEnabled: Bool
    /// The selected tab, or the focused text field.
    public var isSelected: Bool
    /// The elements inside, in order.
    public var children: [SnapshotElement]
    /// The gestures the view recognises, in the order they were attached.
    public var gestures: [SnapshotGesture]
    /// Whether a text input hides what is typed (a password).
    public var isSecure: Bool
    /// Whether a navigation bar's button is one of its leading (left) items rather than a trailing one.
    public var isLeading: Bool
    /// How the element is drawn, when it has a choice: a table cell's style (`value1`, `value2`,
    /// `subtitle`; nil for `default`); for a bar button, the system item it shows as an icon
    /// (`trash`, `add`, `action`…), else `done` when it is drawn bold; for a container laid out in
    /// columns, `columns-N`, with `-right` when its last column aligns right.
    public var variant: String?
    /// The keyboard of a text field or text view.
    public var textInputTraits: TextInputTraits?
    /// Whether a form input has validations, so a renderer can keep room for their message.
    public var hasValidations: Bool
    /// The sanitised HTML of rich text (``ElementKind/attributedText``): only the subset that
    /// ``RichText`` keeps; `text` holds the same content as plain text. Renderers should parse
    /// it again with ``RichText/init(html:)`` and draw its ``RichText/html``, never this string itself.
    public var richText: String?

    /// Creates an element.
    public init(
        id: ElementID, kind: ElementKind, name: String? = nil, text: String? = nil, detail: String? = nil,
        label: String? = nil, hint: String? = nil, traits: [String] = [], value: String? = nil, image: String? = nil,
        role: AlertButtonRole? = nil, styleNames: [String] = [], validationMessage: String? = nil,
        isHidden: Bool = false, isEnabled: Bool = true, isSelected: Bool = false, children: [SnapshotElement] = [],
        gestures: [SnapshotGesture] = [], isSecure: Bool = false, isLeading: Bool = false, variant: String? = nil,
        textInputTraits: TextInputTraits? = nil, hasValidations: Bool = false, richText: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.name = name
        self.text = text
        self.detail = detail
        self.label = label
        self.hint = hint
        self.traits = traits
        self.value = value
        self.image = image
        self.role = role
        self.styleNames = styleNames
        self.validationMessage = validationMessage
        self.isHidden = isHidden
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.children = children
        self.gestures = gestures
        self.isSecure = isSecure
        self.isLeading = isLeading
        self.variant = variant
        self.textInputTraits = textInputTraits
        self.hasValidations = hasValidations
        self.richText = richText
    }

    /// This element and every element inside it, depth first, skipping hidden ones.
    public var visibleElements: [SnapshotElement] {
        var found: [SnapshotElement] = []
        forEachVisible { found.append($0) }
        return found
    }

    /// Calls `body` with this element and each visible element inside it, in document order,
    /// skipping hidden elements and everything inside them.
    func forEachVisible(_ body: (SnapshotElement) -> Void) {
        guard !isHidden else { return }
        body(self)
        for child in children { child.forEachVisible(body) }
    }

    /// Whether the element shows `text` as its text, detail, label, value or name.
    public func shows(_ text: String) -> Bool {
        self.text == text || detail == text || label == text || value == text || name == text
    }
}
