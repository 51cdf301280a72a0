/// `<longPressGesture>`: sends its begin and end messages when the view is held long enough.
final class LongPressGesture: Gesture {
    private var beginMessage: LazyParameter?
    private var endMessage: LazyParameter?
    /// Seconds the press must last (0.5 unless the schema says otherwise).
    var minimumPressDuration = 0.5

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        beginMessage = parameters.deferred("beginMessage")
        endMessage = parameters.deferred("endMessage")
        minimumPressDuration = parameters.number("minimumPressDuration") ?? 0.5
    }

    /// A press of `duration` seconds: recognised only when it lasts long enough.
    func press(duration: Double) -> Bool {
        guard duration >= minimumPressDuration else { return false }
        send(beginMessage, from: view)
        send(endMessage, from: view)
        return true
    }
}
