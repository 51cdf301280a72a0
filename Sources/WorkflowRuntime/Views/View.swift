/// A view: something drawn on a screen, with accessibility, visibility and gestures.
class View: RuntimeObject {
    var isHidden = false { didSet { context.core.controllerGeneration &+= 1 } }
    var accessibilityLabel: String?
    var accessibilityHint: String?
    var accessibilityValue: String?
    var gestures: [Gesture] = []

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        isHidden = parameters.bool("hidden") ?? false
        accessibilityLabel = parameters.text("accessibilityLabel")
        accessibilityHint = parameters.text("accessibilityHint")
        accessibilityValue = parameters.text("accessibilityValue")
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
}
