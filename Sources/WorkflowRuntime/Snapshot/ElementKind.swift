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
    /// A navigation controller: its bar, the top controller, and maybe a toolbar.
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
    /// A button.
    case button
    /// An image view.
    case image
    /// A text field: value is its text, detail its placeholder.
    case textField
    /// Any other view.
    case view
    /// An alert: title (text), message (detail) and buttons.
    case alert
    /// An action sheet: title and buttons.
    case actionSheet
    /// A button of an alert or action sheet.
    case alertButton
}
