/// A view: something drawn on a screen, with accessibility, visibility and gestures.
class View: RuntimeObject {
    var isHidden = false { didSet { context.core.controllerGeneration &+= 1 } }
    var accessibilityLabel: String?
    var accessibilityHint: String?
    var accessibilityValue: String?
    /// The accessibility traits, such as `button` or `staticText` (a bitmask in the schema).
    var accessibilityTraits: [String] = []
    var gestures: [Gesture] = []

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        isHidden = parameters.bool("hidden") ?? false
        accessibilityLabel = parameters.text("accessibilityLabel")
        accessibilityHint = parameters.text("accessibilityHint")
        accessibilityValue = parameters.text("accessibilityValue")
        accessibilityTraits =
            parameters.text("accessibilityTraits")?.split { !$0.isLetter && !$0.isNumber }.map(String.init) ?? []
        gestures = parameters.objects("gestures")
        for gesture in gestures { gesture.view = self }
    }

    /// The views inside this one, in order.
    var subviews: [View] { [] }

    /// Controllers hosted inside this view tree, depth first.
    func hostedControllers(visibleOnly: Bool) -> [Controller] {
        guard !(visibleOnly && isHidden) else { return [] }
        return subviews.flatMap { $0.hostedControllers(visibleOnly: visibleOnly) }
    }

    /// Whether a tap does something (buttons, or a view with a tap gesture).
    var isTappable: Bool { gestures.contains { $0 is TapGesture } }

    /// A tap on the view.
    func tap() {
        gestures.lazy.compactMap { $0 as? TapGesture }.first?.recognize()
    }

    /// Describes the view in the snapshot: kind, text, value and children.
    func describe(into element: inout SnapshotElement, snapshot: SessionCore) {
        element.children = subviews.map(snapshot.element(for:))
    }

    // MARK: Events; each view answers the ones it takes, the others are refused.

    /// A press held for `duration` seconds: the long-press gesture decides.
    func longPress(duration: Double) throws(EventError) {
        guard let gesture = gestures.lazy.compactMap({ $0 as? LongPressGesture }).first else {
            throw EventError("\(id) has no long-press gesture")
        }
        _ = gesture.press(duration: duration)
    }

    /// A swipe: the swipe gesture of that direction, if any, fires.
    func swipe(_ direction: SwipeDirection) throws(EventError) {
        let swipes = gestures.compactMap { $0 as? SwipeGesture }
        guard !swipes.isEmpty else { throw EventError("\(id) has no swipe gesture") }
        _ = swipes.first { $0.swipe(direction) }
    }

    /// Replaces the text of a text input.
    func enterText(_ text: String) throws(EventError) {
        throw EventError("\(id) is a \(element.tag), not a text input")
    }

    /// The return key.
    func pressReturn() throws(EventError) {
        throw EventError("\(id) is a \(element.tag), not a text input")
    }

    /// Flips a switch.
    func toggle() throws(EventError) {
        throw EventError("\(id) is a \(element.tag), not a switch")
    }

    /// Sets a control's value from text.
    func setValue(_ value: String) throws(EventError) {
        throw EventError("\(id) is a \(element.tag), which has no value to set")
    }

    /// Taps a table cell's accessory button.
    func tapAccessory() throws(EventError) {
        throw EventError("\(id) is a \(element.tag), which has no accessory button")
    }
}
