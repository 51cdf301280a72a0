/// What an element of a snapshot is; renderers choose how to draw each kind.
public enum ElementKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// The whole window; its children are the layers, bottom first.
    case window
    /// A tab bar controller: its tab bar, then the selected tab's content.
    case tabs
    /// The bar of tabs.
    case tabBar
    /// One tab of the tab bar.
    case tab
    /// A navigation controller: its bar, the top controller, and maybe a toolbar; value is the
    /// number of controllers in its stack.
    case navigation
    /// A navigation bar: title (text) and prompt (detail), with its buttons inside.
    case navigationBar
    /// The back button of a navigation bar.
    case backButton
    /// A bar button item.
    case barButton
    /// A toolbar.
    case toolbar
    /// A screen controller.
    case screen
    /// A form controller.
    case form
    /// A container of views.
    case container
    /// Text.
    case label
    /// Rich text (`<attributedTextView>`): text is the plain text, richText the sanitised HTML.
    case attributedText
    /// A button.
    case button
    /// An image view.
    case image
    /// A text field: value is its text, detail its placeholder.
    case textField
    /// A multi-line text view: value is its text.
    case textView
    /// A switch: value is `on` or `off`.
    case `switch`
    /// A slider: value is its number; detail its range.
    case slider
    /// A date picker: value is its date (ISO 8601).
    case datePicker
    /// A segmented control; its children are its segments.
    case segmentedControl
    /// One segment of a segmented control; selected when chosen.
    case segment
    /// A search bar: value is its text, detail its placeholder; its children are its scope buttons.
    case searchBar
    /// A scope button of a search bar.
    case scopeButton
    /// A table; its children are its header, sections and footer.
    case table
    /// A section of a table: text is its header title, detail its footer title.
    case tableSection
    /// A cell of a table: text, detail text, image, accessory in `value`, style in `variant`.
    case tableCell
    /// The keyboard accessory of a form: previous, next and done buttons.
    case formAccessoryView
    /// Any other view.
    case view
    /// An alert: title (text), message (detail) and buttons.
    case alert
    /// An action sheet: title and buttons.
    case actionSheet
    /// A button of an alert or action sheet.
    case alertButton
}
