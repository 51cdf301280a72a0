/// `<tapGesture>`: sends its message when the view is tapped `numberOfTapsRequired` times.
///
/// A burst of taps on a view is offered to its tap gestures in the order they were attached:
/// each gesture requires the failure of the ones attached before it, so the first gesture
/// whose `numberOfTapsRequired` is at most the number of taps recognises (once) and the others
/// fail. With gestures for 3, 2 and 4 taps: 2 taps fire the 2-tap gesture, 3 or 4 taps the
/// 3-tap gesture, 1 tap none.
final class TapGesture: Gesture {
    override var snapshotGesture: SnapshotGesture? { .tap(count: numberOfTapsRequired) }

    private var message: LazyParameter?
    var numberOfTapsRequired = 1
    var numberOfTouchesRequired = 1

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        message = parameters.deferred("message")
        numberOfTapsRequired = parameters.integer("numberOfTapsRequired").map { max(1, $0) } ?? 1
        numberOfTouchesRequired = parameters.integer("numberOfTouchesRequired").map { max(1, $0) } ?? 1
    }

    /// A single tap on the gesture's view (the view hands it to its first tap gesture): the
    /// view's tap gestures decide together which one recognises.
    func recognize() {
        guard let view else {
            if numberOfTapsRequired == 1 { fire() }
            return
        }
        Self.recognize(taps: 1, among: view.gestures)
    }

    /// `count` taps in a row on a view with `gestures`: the gesture that recognises fires.
    /// Returns whether one did.
    @discardableResult
    static func recognize(taps count: Int, among gestures: [Gesture]) -> Bool {
        guard let gesture = recognising(among: gestures, { (tap: TapGesture) in tap.numberOfTapsRequired <= count })
        else { return false }
        gesture.fire()
        return true
    }

    /// Sends the message, with the view as the sender.
    func fire() {
        send(message, from: view)
    }
}
