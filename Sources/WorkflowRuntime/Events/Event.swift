/// Something a person does to what is on screen; elements are named by their snapshot ids.
public enum Event: Sendable, Hashable, Codable {
    /// A tap: a button, a bar button, a tab, an alert button, a back button, or a view with a tap gesture.
    case tap(ElementID)
    /// A press held for `duration` seconds on a view with a long-press gesture.
    case longPress(ElementID, duration: Double)
    /// A swipe on a view with a swipe gesture.
    case swipe(ElementID, direction: SwipeDirection)
    /// Replaces the text of a text field (and focuses it).
    case enterText(ElementID, text: String)
    /// The return key on a text field: the form moves to the next input or submits.
    case pressReturn(ElementID)
    /// The back button of the navigation controller on screen.
    case back
}
