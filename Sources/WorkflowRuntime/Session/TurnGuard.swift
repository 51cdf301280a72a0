/// Stops message loops: it counts how deep the messages of one turn (an event, a reply, the
/// start) go and how many there are; once it stops a loop, the rest of the turn sends and
/// reports nothing, so one loop gives one error.
final class TurnGuard {
    private let maximumDepth: Int
    private let maximumMessages: Int
    private var depth = 0
    private var messages = 0
    /// Whether a loop was stopped in this turn.
    private(set) var isStopped = false

    init(limits: RuntimeLimits) {
        maximumDepth = limits.maximumMessageDepth
        maximumMessages = limits.maximumMessagesPerTurn
    }

    /// Starts a turn.
    func begin() {
        messages = 0
        isStopped = false
    }

    /// Admits the next message, or `count` nested ones (counted until `leave`), or says why it is a loop.
    func enter(_ count: Int = 1) -> String? {
        guard depth + count <= maximumDepth, messages + count <= maximumMessages else {
            return depth + count > maximumDepth
                ? "was sent more than \(maximumDepth) levels deep"
                : "was one of more than \(maximumMessages) messages caused by one event"
        }
        messages += count
        depth += count
        return nil
    }

    /// Stops the turn after a loop: nothing more is sent or reported until the next one.
    func stop() {
        isStopped = true
    }

    /// The admitted message has been handled (or `count` of them, nested).
    func leave(_ count: Int = 1) {
        depth -= count
    }
}
