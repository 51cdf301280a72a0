/// What an element of a snapshot is; renderers choose how to draw each kind.
public enum ElementKind: String, Sendable, Hashable, Codable, CaseIterable {
    case window
    case tabs, tabBar, tab
    case navigation, navigationBar, backButton, barButton, toolbar
    case screen, form
    case container, label, button, image, textField, view
    case alert, actionSheet, alertButton
}
