/// `<swipeGesture>`: sends its message on a swipe in its direction (right unless the schema says otherwise).
final class SwipeGesture: Gesture {
    override var snapshotGesture: SnapshotGesture? { .swipe(direction) }

    private var message: LazyParameter?
    var direction = SwipeDirection.right

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        message = parameters.deferred("message")
        direction = parameters.text("direction").flatMap(SwipeDirection.init(rawValue:)) ?? .right
    }

    /// A swipe: recognised only in the gesture's direction.
    func swipe(_ direction: SwipeDirection) -> Bool {
        guard direction == self.direction else { return false }
        send(message, from: view)
        return true
    }
}
