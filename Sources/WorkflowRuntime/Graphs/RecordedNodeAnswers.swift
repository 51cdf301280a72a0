import Foundation

/// The root-delegate answers a graph run had before a restart, handed out in the order its nodes
/// asked; once they are used up, nodes ask the root delegate again.
final class RecordedNodeAnswers: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: ArraySlice<(node: String, reply: MessageReply)>

    init(_ answers: [(node: String, reply: MessageReply)]) {
        remaining = answers[...]
    }

    /// The next recorded answer, if it is for `node`; a run that asks another node than it did
    /// before has gone another way, and asks from then on.
    func next(for node: String) -> MessageReply? {
        lock.withLock {
            guard let first = remaining.first, first.node == node else {
                remaining = []
                return nil
            }
            remaining = remaining.dropFirst()
            return first.reply
        }
    }
}
