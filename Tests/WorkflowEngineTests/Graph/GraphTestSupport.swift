import Foundation
import Testing
import WorkflowEngine
import WorkflowTesting

/// Yields until `clock` has `count` sleepers, a bounded number of times; records an issue when it never does.
func waitForSleepers(_ clock: ManualClock, count: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
    for _ in 0..<100_000 {
        if clock.sleeperCount == count { return }
        await Task.yield()
    }
    Issue.record("expected \(count) sleepers, have \(clock.sleeperCount)", sourceLocation: sourceLocation)
}

/// An observer that records every event as a line, for assertions.
final class RecordingObserver: WorkflowObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    /// The recorded events, in order.
    var events: [String] { lock.withLock { lines } }

    private func append(_ line: String) {
        lock.withLock { lines.append(line) }
    }

    func workflowStarted(at node: NodeID) { append("started \(node)") }
    func nodeBegan(_ node: NodeID, attempt: Int) { append("began \(node) #\(attempt)") }
    func node(_ node: NodeID, produced result: NodeResult) { append("\(node) -> \(result)") }
    func nodeWillRetry(_ node: NodeID, failedAttempt attempt: Int, error: any Error, delay: Duration) {
        append("retry \(node) after #\(attempt) in \(delay.components.seconds)s")
    }
    func workflowCompleted(finalNode: NodeID, result: NodeResult, failure: NodeFailure?) {
        append("completed \(finalNode) \(result)")
    }
    func workflowCancelled() { append("cancelled") }
}

/// An error thrown by test work items.
struct TestFailure: Error, Equatable {
    var message: String
}
