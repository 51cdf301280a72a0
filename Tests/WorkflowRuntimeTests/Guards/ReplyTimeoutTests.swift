import Foundation
import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowTestSupport
import WorkflowTesting

/// `RuntimeLimits.replyTimeout` (WFR0009): every message to the root delegate has its own deadline
/// (real time, on a manual reply clock here), watched by one timer per session (see also `RuntimeGuardTests.replyTimeout`).
@Suite("Reply time-outs: each message to the root delegate fails on its own deadline", .timeLimit(.minutes(2)))
struct ReplyTimeoutTests {
    /// Answers `quick` at once and holds every other message until `release()`, ignoring
    /// cancellation meanwhile; then it answers with a success.
    static func holdingDelegate() -> TestRootDelegate {
        TestRootDelegate { $0.name == "quick" ? .reply(.success()) : .held(.success()) }
    }

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
        let delegate = Self.holdingDelegate()
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
        try await eventually("the held message is answered") { delegate.lateAnswers == 1 }
        // Its answer is dropped: given a moment, nothing more happens.
        try await Task.sleep(for: .milliseconds(50))
        #expect(await harness.issues.count == errors.count)
        #expect(await harness.snapshot.alert == nil)
        try await harness.tap("Works")
        #expect(try await harness.drainAlerts() == ["still working"])
    }

    @Test("a reply that comes before the deadline is the answer, and the deadline is forgotten")
    func replyBeforeDeadline() async throws {
        let clock = ManualClock()
        let delegate = Self.holdingDelegate()
        let harness = try await RuntimeHarness(
            Self.schema, rootDelegate: delegate, limits: RuntimeLimits(replyTimeout: .seconds(2)), replyClock: clock)
        // `quick` is answered at once; `first` is held, and both have the same deadline. Both ids are
        // taken first: once `quick` is answered its alert is the active layer.
        let quick = try await harness.id("Quick")
        let first = try await harness.id("First")
        try await harness.session.send(.tap(quick))
        try await harness.session.send(.tap(first))
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
        let delegate = Self.holdingDelegate()
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

    /// Whether `count` messages come to wait for the root delegate (throws when they never do).
    static func pending(_ count: Int, in harness: RuntimeHarness) async throws -> Bool {
        try await eventually("\(count) messages wait for the root delegate") {
            await harness.session.pendingReplyCount == count
        }
        return true
    }
}
