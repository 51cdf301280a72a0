import Foundation
import WorkflowEngine

/// Follows a graph run's attempts to tell how many waits on the clock it has while it is idle,
/// and tells the run's journal (if it has one) where the run is and which attempts timed out.
///
/// A run waits on one thing at a time (a reply, a Swift handler, a retry delay), plus a timer
/// while an attempt with a timeout is in progress. A driver on a manual clock has settled when
/// every such wait sleeps on the clock; the timer counts from the attempt's start to its end, so
/// a timer that fired does not make the run look idle before the attempt has wound down.
final class GraphActivity: WorkflowObserver, @unchecked Sendable {
    private let nodesWithTimeout: Set<NodeID>
    private let lock = NSLock()
    private var timerArmed = false
    private let journal: GraphRunJournal?
    /// Saves what the journal kept to the session's journal.
    private let save: (@Sendable () async -> Void)?

    init(
        nodesWithTimeout: Set<NodeID>, journal: GraphRunJournal? = nil, save: (@Sendable () async -> Void)? = nil
    ) {
        self.nodesWithTimeout = nodesWithTimeout
        self.journal = journal
        self.save = save
    }

    /// The waits on the clock the run has when idle: 1, or 2 during an attempt with a timeout.
    var expectedWaits: Int {
        lock.withLock { timerArmed ? 2 : 1 }
    }

    func nodeBegan(_ node: NodeID, attempt: Int) {
        let armed = nodesWithTimeout.contains(node)
        lock.withLock { timerArmed = armed }
        journal?.began(node.rawValue, attempt: attempt)
    }

    func node(_ node: NodeID, produced result: NodeResult) { disarm() }

    func nodeWillRetry(_ node: NodeID, failedAttempt attempt: Int, error: any Error, delay: Duration) {
        disarm()
        if journal?.willRetry(node.rawValue, failedAttempt: attempt, error: error) == true { saveSoon() }
    }

    func nodeFailed(_ node: NodeID, error: any Error) {
        if journal?.failed(node.rawValue, error: error) == true { saveSoon() }
    }

    func workflowCompleted(finalNode: NodeID, result: NodeResult, failure: NodeFailure?) { disarm() }

    func workflowCancelled() { disarm() }

    /// The journal keeps answers in the order they came, whatever order the saves run in.
    private func saveSoon() {
        guard let save else { return }
        Task { await save() }
    }

    private func disarm() {
        lock.withLock { timerArmed = false }
    }
}
