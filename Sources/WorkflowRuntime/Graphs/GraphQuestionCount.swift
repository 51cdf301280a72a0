import Foundation

/// Numbers the questions a graph run puts to the root delegate about each node: 1, 2, 3…
///
/// A restored run starts again from its first node and meets the same questions in the same
/// order, so the run's ticket, the node and this number name a question the same way before and
/// after a restore (`RootMessage.requestKey`).
final class GraphQuestionCount: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// The number of the next question about `node`.
    func next(_ node: String) -> Int {
        lock.withLock {
            let number = (counts[node] ?? 0) + 1
            counts[node] = number
            return number
        }
    }
}
