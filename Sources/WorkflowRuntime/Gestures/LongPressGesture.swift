/// `<longPressGesture>`: sends its begin and end messages when the view is held long enough.
///
/// A press is offered to the view's long-press gestures in the order they were attached; the
/// first whose `minimumPressDuration` the press lasts recognises, the others fail.
final class LongPressGesture: Gesture {
    override var snapshotGesture: SnapshotGesture? { .longPress(minimumDuration: minimumPressDuration) }

    private var beginMessage: LazyParameter?
    private var endMessage: LazyParameter?
    /// Seconds the press must last (0.5 unless the schema says otherwise).
    var minimumPressDuration = 0.5

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        beginMessage = parameters.deferred("beginMessage")
        endMessage = parameters.deferred("endMessage")
        minimumPressDuration = parameters.number("minimumPressDuration") ?? 0.5
    }

    /// A press of `duration` seconds on the gesture's view: the view's long-press gestures
    /// decide together which one recognises. Returns whether one did.
    func press(duration: Double) -> Bool {
        let gestures = view?.gestures ?? [self]
        guard
            let gesture = Self.recognising(
                among: gestures, { (press: LongPressGesture) in duration >= press.minimumPressDuration })
        else { return false }
        gesture.send(gesture.beginMessage, from: gesture.view)
        gesture.send(gesture.endMessage, from: gesture.view)
        return true
    }
}
