/// `<tapGesture>`: sends its message when the view is tapped.
final class TapGesture: Gesture {
    private var message: LazyParameter?
    var numberOfTapsRequired = 1

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        message = parameters.deferred("message")
        numberOfTapsRequired = parameters.integer("numberOfTapsRequired").map { max(1, $0) } ?? 1
    }

    func recognize() {
        send(message, from: view)
    }
}
