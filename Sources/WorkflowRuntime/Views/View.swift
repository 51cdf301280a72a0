/// A view: something drawn on a screen, with accessibility, visibility and gestures.
open class View: RuntimeObject {
    /// Hidden views stay in the snapshot (marked hidden) but take no events.
    public var isHidden = false { didSet { context.didChange(.controllers) } }
    /// The accessibility label.
    public var accessibilityLabel: String?
    /// The accessibility hint.
    public var accessibilityHint: String?
    /// The accessibility value.
    public var accessibilityValue: String?
    /// The accessibility traits, such as `button` or `staticText` (a bitmask in the schema).
    public var accessibilityTraits: [String] = []
    var gestures: [Gesture] = []

    open override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
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
    open var subviews: [View] { [] }

    /// Controllers hosted inside this view tree, depth first.
    func hostedControllers(visibleOnly: Bool) -> [Controller] {
        guard !(visibleOnly && isHidden) else { return [] }
        return subviews.flatMap { $0.hostedControllers(visibleOnly: visibleOnly) }
    }

    /// A tappable part of this view that has no tag of its own (a star of a rating, a stepper's
    /// plus): give its element to the snapshot with `snapshot.element(for:)`, and a tap on it runs `onTap`.
    public func part(_ name: String, onTap: @escaping () -> Void) -> View {
        PartControl.make(for: self, part: name, onTap: onTap)
    }

    /// Tells the session that what this view shows changed (call it after an event changes the view's state).
    public func didChange() {
        context.didChange(.content)
    }

    /// Whether a tap does something (buttons, or a view with a tap gesture).
    open var isTappable: Bool { gestures.contains { $0 is TapGesture } }

    /// A tap on the view.
    open func tap() {
        gestures.lazy.compactMap { $0 as? TapGesture }.first?.recognize()
    }

    /// Describes the view in the snapshot: kind, text, value and children.
    open func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.children = subviews.map(snapshot.element(for:))
    }

    // MARK: Events; each view answers the ones it takes, the others are refused.

    /// A press held for `duration` seconds: the long-press gesture decides.
    open func longPress(duration: Double) throws(EventError) {
        guard let gesture = gestures.lazy.compactMap({ $0 as? LongPressGesture }).first else {
            throw EventError("\(id) has no long-press gesture")
        }
        _ = gesture.press(duration: duration)
    }

    /// A swipe: the swipe gesture of that direction, if any, fires.
    open func swipe(_ direction: SwipeDirection) throws(EventError) {
        let swipes = gestures.compactMap { $0 as? SwipeGesture }
        guard !swipes.isEmpty else { throw EventError("\(id) has no swipe gesture") }
        _ = swipes.first { $0.swipe(direction) }
    }

    /// Replaces the text of a text input.
    open func enterText(_ text: String) throws(EventError) {
        throw EventError("\(id) is a \(element.tag), not a text input")
    }

    /// The return key.
    open func pressReturn() throws(EventError) {
        throw EventError("\(id) is a \(element.tag), not a text input")
    }

    /// Flips a switch.
    open func toggle() throws(EventError) {
        throw EventError("\(id) is a \(element.tag), not a switch")
    }

    /// Sets a control's value from text.
    open func setValue(_ value: String) throws(EventError) {
        throw EventError("\(id) is a \(element.tag), which has no value to set")
    }

    /// Taps a table cell's accessory button.
    open func tapAccessory() throws(EventError) {
        throw EventError("\(id) is a \(element.tag), which has no accessory button")
    }
}
