/// Something a person does to what is on screen; elements are named by their snapshot ids.
public enum Event: Sendable, Hashable, Codable {
    /// A tap: a button, a bar button, a tab, an alert button, a back button, or a view with a tap gesture.
    case tap(ElementID)
    /// Several taps in a row (a double or triple tap): the view's tap gestures decide which
    /// one recognises (the first attached whose `numberOfTapsRequired` is at most `count`);
    /// other tappable elements take `count` single taps. `count` is 1 to 100.
    case taps(ElementID, count: Int)
    /// A press held for `duration` seconds on a view with a long-press gesture.
    case longPress(ElementID, duration: Double)
    /// A swipe on a view with a swipe gesture.
    case swipe(ElementID, direction: SwipeDirection)
    /// Replaces the text of a text field (and focuses it).
    case enterText(ElementID, text: String)
    /// The return key on a text field: the form moves to the next input or submits.
    case pressReturn(ElementID)
    /// Flips a switch.
    case toggle(ElementID)
    /// Sets the value of a slider (a number), a date picker (a date, ISO 8601 or the schema
    /// formats), a segmented control (a segment's title or index) or a search bar's scope.
    case setValue(ElementID, value: String)
    /// Taps the accessory (detail disclosure) button of a table cell.
    case tapAccessory(ElementID)
    /// The back button of the navigation controller on screen.
    case back
    /// The person closes the screen presented on top, as a swipe down closes a sheet on iOS (an
    /// extension of the original, whose presented screens closed only by their own actions).
    case dismiss
}
