import Foundation
import Testing
import WorkflowEngine

/// Yields until `observer` has recorded `event`, a bounded number of times; records an issue when it never does.
///
/// After a timeout, the clock still counts the timed-out body's sleeper until the run has cancelled it, so a count
/// of sleepers alone cannot tell "still reacting to the timeout" from "waiting for the retry". The retry event comes
/// after that cancellation, so waiting for it first makes the next count unambiguous.
func waitForEvent(
    _ observer: RecordingObserver, _ event: String, sourceLocation: SourceLocation = #_sourceLocation
) async {
    for _ in 0..<100_000 {
        if observer.events.contains(event) { return }
        await Task.yield()
    }
    Issue.record("expected the event '\(event)', have \(observer.events)", sourceLocation: sourceLocation)
}

/// A random number generator that always gives the same value, for jitter that is known in advance.
///
/// `1 << 63` makes the jitter fraction exactly 0.5; 0 makes it 0.
struct FixedRandom: RandomNumberGenerator, Sendable {
    var value: UInt64
    /// How many values were taken.
    var draws = 0

    init(_ value: UInt64) {
        self.value = value
    }

    mutating func next() -> UInt64 {
        draws += 1
        return value
    }
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
        let (seconds, attoseconds) = delay.components
        let milliseconds = attoseconds / 1_000_000_000_000_000
        append("retry \(node) after #\(attempt) in \(seconds)s" + (milliseconds == 0 ? "" : " \(milliseconds)ms"))
    }
    func workflowCompleted(finalNode: NodeID, result: NodeResult, failure: NodeFailure?) {
        append("completed \(finalNode) \(result)")
    }
    func workflowCancelled() { append("cancelled") }
}

/// How many times a body ran, across attempts (a node's own changes to the data are dropped when it fails).
final class AttemptCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// Counts one more attempt and returns its number (1 for the first).
    func next() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }

    /// The attempts counted so far.
    var value: Int { lock.withLock { count } }
}

/// An error thrown by test work items.
struct TestFailure: Error, Equatable {
    var message: String
}
