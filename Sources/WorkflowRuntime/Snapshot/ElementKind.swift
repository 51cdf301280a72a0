/// What an element of a snapshot is; renderers choose how to draw each kind.
///
/// The language's own kinds are the static members (``standard`` lists them). An application's
/// view has a kind of its own, named by its tag's ``TagDefinition/elementKind``, which its own
/// renderers draw (WorkflowWeb's `HTMLView`); a renderer that does not know a kind draws the
/// element's children.
public struct ElementKind: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The kind's name, as the snapshot's JSON and the page's classes (`wfs-NAME`) write it.
    public let rawValue: String
    /// A standard kind's place in ``standard``, -1 for an application's: kinds are compared by it
    /// first, so that a renderer's `switch` over the standard kinds compares numbers, not names.
    private let number: Int8

    /// The kind named `rawValue`: a standard kind's name or an application's.
    public init(rawValue: String) {
        self.rawValue = rawValue
        number = Self.standardNumbers[rawValue] ?? -1
    }

    /// An application's kind named `name` (or the standard kind of that name).
    public init(_ name: String) { self.init(rawValue: name) }

    private init(standard name: String, _ number: Int8) {
        rawValue = name
        self.number = number
    }

    public static func == (left: ElementKind, right: ElementKind) -> Bool {
        left.number == right.number && (left.number >= 0 || left.rawValue == right.rawValue)
    }

    public func hash(into hasher: inout Hasher) {
        if number >= 0 { hasher.combine(number) } else { hasher.combine(rawValue) }
    }

    public var description: String { rawValue }

    /// Whether this is one of the language's own kinds.
    public var isStandard: Bool { number >= 0 }

    /// Whether `name` can name an application's kind: an ASCII letter, then letters, digits, `-`
    /// or `_` (the page writes it into a class name), and no standard kind's name.
    public static func isValidApplicationKind(_ name: String) -> Bool {
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        guard let first = name.unicodeScalars.first, isLetter(first), standardNumbers[name] == nil else { return false }
        return name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    /// The whole window; its children are the layers, bottom first.
    public static let window = ElementKind(standard: "window", 0)
    /// A tab bar controller: its tab bar, then the selected tab's content.
    public static let tabs = ElementKind(standard: "tabs", 1)
    /// The bar of tabs.
    public static let tabBar = ElementKind(standard: "tabBar", 2)
    /// One tab of the tab bar.
    public static let tab = ElementKind(standard: "tab", 3)
    /// A navigation controller: its bar, the top controller, and maybe a toolbar; value is the
    /// number of controllers in its stack.
    public static let navigation = ElementKind(standard: "navigation", 4)
    /// A navigation bar: title (text) and prompt (detail), with its buttons inside.
    public static let navigationBar = ElementKind(standard: "navigationBar", 5)
    /// The back button of a navigation bar.
    public static let backButton = ElementKind(standard: "backButton", 6)
    /// A bar button item.
    public static let barButton = ElementKind(standard: "barButton", 7)
    /// A toolbar.
    public static let toolbar = ElementKind(standard: "toolbar", 8)
    /// A screen controller.
    public static let screen = ElementKind(standard: "screen", 9)
    /// A form controller.
    public static let form = ElementKind(standard: "form", 10)
    /// A container of views.
    public static let container = ElementKind(standard: "container", 11)
    /// Text.
    public static let label = ElementKind(standard: "label", 12)
    /// Rich text (`<attributedTextView>`): text is the plain text, richText the sanitised HTML.
    public static let attributedText = ElementKind(standard: "attributedText", 13)
    /// A button.
    public static let button = ElementKind(standard: "button", 14)
    /// An image view.
    public static let image = ElementKind(standard: "image", 15)
    /// A text field: value is its text, detail its placeholder.
    public static let textField = ElementKind(standard: "textField", 16)
    /// A multi-line text view: value is its text.
    public static let textView = ElementKind(standard: "textView", 17)
    /// A switch: value is `on` or `off`.
    public static let `switch` = ElementKind(standard: "switch", 18)
    /// A slider: value is its number; detail its range.
    public static let slider = ElementKind(standard: "slider", 19)
    /// A date picker: value is its date (ISO 8601).
    public static let datePicker = ElementKind(standard: "datePicker", 20)
    /// A segmented control; its children are its segments.
    public static let segmentedControl = ElementKind(standard: "segmentedControl", 21)
    /// One segment of a segmented control; selected when chosen.
    public static let segment = ElementKind(standard: "segment", 22)
    /// A search bar: value is its text, detail its placeholder; its children are its scope buttons.
    public static let searchBar = ElementKind(standard: "searchBar", 23)
    /// A scope button of a search bar.
    public static let scopeButton = ElementKind(standard: "scopeButton", 24)
    /// A table; its children are its header, sections and footer.
    public static let table = ElementKind(standard: "table", 25)
    /// A section of a table: text is its header title, detail its footer title.
    public static let tableSection = ElementKind(standard: "tableSection", 26)
    /// A cell of a table: text, detail text, image, accessory in `value`, style in `variant`.
    public static let tableCell = ElementKind(standard: "tableCell", 27)
    /// The keyboard accessory of a form: previous, next and done buttons.
    public static let formAccessoryView = ElementKind(standard: "formAccessoryView", 28)
    /// Any other view.
    public static let view = ElementKind(standard: "view", 29)
    /// An alert: title (text), message (detail) and buttons.
    public static let alert = ElementKind(standard: "alert", 30)
    /// An action sheet: title and buttons.
    public static let actionSheet = ElementKind(standard: "actionSheet", 31)
    /// A button of an alert or action sheet.
    public static let alertButton = ElementKind(standard: "alertButton", 32)

    /// The language's own kinds, in the order above.
    public static let standard: [ElementKind] = [
        .window, .tabs, .tabBar, .tab, .navigation, .navigationBar, .backButton, .barButton, .toolbar, .screen,
        .form, .container, .label, .attributedText, .button, .image, .textField, .textView, .switch, .slider,
        .datePicker, .segmentedControl, .segment, .searchBar, .scopeButton, .table, .tableSection, .tableCell,
        .formAccessoryView, .view, .alert, .actionSheet, .alertButton,
    ]

    private static let standardNumbers = Dictionary(
        uniqueKeysWithValues: standard.map { ($0.rawValue, $0.number) })
}
