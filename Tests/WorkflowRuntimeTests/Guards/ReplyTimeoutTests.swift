import Foundation
import Synchronization
import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowTesting

/// A root delegate that answers `quick` at once and holds every other message
/// until `release()`, ignoring cancellation meanwhile; then it answers with a success.
private final class HoldingRootDelegate: RootDelegate, @unchecked Sendable {
    // NSLock rather than Synchronization's Mutex: on Linux the thread sanitizer does not see
    // Mutex's futex, and reported the state it guards as raced when two replies met at the lock.
    private let lock = NSLock()
    private var released = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private let answers = Atomic(0)

    /// How many held messages have been answered (after `release()`).
    var lateAnswers: Int { answers.load(ordering: .relaxed) }

    func reply(to message: RootMessage) async -> MessageReply? {
        if message.name == "quick" { return .success() }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = lock.withLock {
                if released { return true }
                waiting.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
        answers.add(1, ordering: .relaxed)
        return .success()
    }

    func release() {
        let held = lock.withLock {
            released = true
            defer { waiting = [] }
            return waiting
        }
        for continuation in held { continuation.resume() }
    }
}

/// `RuntimeLimits.replyTimeout` (WFR0009): every message to the root delegate has its own deadline
/// (real time, on a manual reply clock here), watched by one timer per session (see also `RuntimeGuardTests.replyTimeout`).
@Suite("Reply time-outs: each message to the root delegate fails on its own deadline", .timeLimit(.minutes(2)))
struct ReplyTimeoutTests {
    /// Buttons "First", "Second" and "Quick" send the messages `first`, `second` and `quick` to the
    /// root delegate; each shows "NAME ok" or "NAME failed". "Works" shows "still working".
    static let schema: String = {
        let names = ["first", "second", "quick"]
        let buttons = names.map { "<button><title>\($0.capitalized)</title><message>\($0)</message></button>" }
        let actions = names.map { name in
            """
            <sendMessage name="\(name)"><message><name>\(name)</name><destinationType>rootDelegate</destinationType></message>
            <showAlert name="success">\(name) ok</showAlert><showAlert name="failure">\(name) failed</showAlert></sendMessage>
            """
        }
        return """
            <workflow><screen><title>Root</title>
            <container>\(buttons.joined())<button><title>Works</title><message>works</message></button></container>
            \(actions.joined())<showAlert name="works">still working</showAlert></screen></workflow>
            """
    }()

    @Test("a delegate that ignores cancellation cannot hold the session, and its late answer is dropped")
    func delegateIgnoringCancellation() async throws {
        let delegate = HoldingRootDelegate()
        let harness = try await RuntimeHarness(
            Self.schema, rootDelegate: delegate, limits: RuntimeLimits(replyTimeout: .milliseconds(50)))
        try await harness.session.send(.tap(try await harness.id("First")))
        await harness.session.waitForReplies(upTo: .seconds(30))
        #expect(await harness.session.pendingReplyCount == 0)
        let errors = await harness.issues.filter { $0.severity == .error }
        #expect(errors.map(\.code) == [.replyTimeout])
        #expect(errors.first?.message.contains("did not reply to 'first' within 0.05 seconds") == true)
        #expect(try await harness.drainAlerts() == ["first failed"])

        // The delegate answers at last, on a task the session has cancelled: nothing happens.
        delegate.release()
        for _ in 0..<2000 where delegate.lateAnswers == 0 { try await Task.sleep(for: .milliseconds(1)) }
        #expect(delegate.lateAnswers == 1)
        try await Task.sleep(for: .milliseconds(50))
        #expect(await harness.issues.count == errors.count)
        #expect(await harness.snapshot.alert == nil)
        try await harness.tap("Works")
        #expect(try await harness.drainAlerts() == ["still working"])
    }

    @Test("a reply that comes before the deadline is the answer, and the deadline is forgotten")
    func replyBeforeDeadline() async throws {
        let clock = ManualClock()
        let delegate = HoldingRootDelegate()
        let harness = try await RuntimeHarness(
            Self.schema, rootDelegate: delegate, limits: RuntimeLimits(replyTimeout: .seconds(2)), replyClock: clock)
        // `quick` is answered at once; `first` is held, and both have the same deadline.
        try await harness.session.send(.tap(try await harness.id("Quick")))
        try await harness.session.send(.tap(try await harness.id("First")))
        #expect(try await Self.pending(1, in: harness))
        #expect(await harness.issues.isEmpty)
        // Past the deadline: the timer fails the held message alone, in the same turn it looks at
        // the answered one's forgotten deadline.
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(3))
        #expect(try await Self.pending(0, in: harness))
        let errors = await harness.issues
        #expect(errors.map(\.code) == [.replyTimeout], "\(errors.map(\.description))")
        #expect(errors.first?.message.contains("'first'") == true)
        #expect(try await harness.drainAlerts() == ["quick ok", "first failed"])
        delegate.release()
    }

    @Test("several waiting messages each time out on their own deadline")
    func independentDeadlines() async throws {
        let clock = ManualClock()
        let delegate = HoldingRootDelegate()
        let harness = try await RuntimeHarness(
            Self.schema, rootDelegate: delegate, limits: RuntimeLimits(replyTimeout: .milliseconds(1000)),
            replyClock: clock)
        let first = try await harness.id("First")
        for _ in 0..<3 { try await harness.session.send(.tap(first)) }
        clock.advance(by: .milliseconds(500))
        try await harness.session.send(.tap(try await harness.id("Second")))
        #expect(await harness.session.pendingReplyCount == 4)
        // At 1 s the three `first` fail; `second`, sent at 0.5 s, waits until 1.5 s.
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .milliseconds(500))
        #expect(try await Self.pending(1, in: harness))
        clock.advance(by: .milliseconds(499))
        #expect(await clock.waitForSleepers(1))
        #expect(await harness.session.pendingReplyCount == 1)
        clock.advance(by: .milliseconds(1))
        #expect(try await Self.pending(0, in: harness))
        let errors = await harness.issues.filter { $0.severity == .error }
        #expect(errors.map(\.code) == Array(repeating: .replyTimeout, count: 4))
        let names = errors.map {
            $0.message.contains("'first'") ? "first" : $0.message.contains("'second'") ? "second" : "?"
        }
        #expect(names == ["first", "first", "first", "second"])
        #expect(try await harness.drainAlerts() == ["first failed", "first failed", "first failed", "second failed"])

        // A message sent after the others timed out gets a deadline of its own.
        try await harness.session.send(.tap(try await harness.id("Second")))
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(1))
        #expect(try await Self.pending(0, in: harness))
        #expect(await harness.issues.filter { $0.severity == .error }.count == 5)
        #expect(try await harness.drainAlerts() == ["second failed"])
        delegate.release()
    }

    /// Whether `count` messages wait for the root delegate, once the session's tasks have had their turn.
    static func pending(_ count: Int, in harness: RuntimeHarness) async throws -> Bool {
        for _ in 0..<100_000 where await harness.session.pendingReplyCount != count { await Task.yield() }
        return await harness.session.pendingReplyCount == count
    }
}
