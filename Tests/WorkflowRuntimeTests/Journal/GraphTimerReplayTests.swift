import Foundation
import Testing
import WorkflowEngine
import WorkflowRuntime
import WorkflowSchema
import WorkflowTestSupport

/// A graph run under way at a stop keeps its timers: the attempt or retry delay it was in ends at
/// the deadline it had, and one that passed while the server was down has passed.
@Suite("Journal: graph timers across a restart", .timeLimit(.minutes(10)))
struct GraphTimerReplayTests {
    /// `fetch` gets 3,000 s per attempt, 3 attempts, 5,000 s between them: wide margins, since the
    /// real time a loaded machine takes between the stop and the restore counts against them.
    static let schemaText = GraphRunTests.schema(
        "<workItem name=\"fetch\"><timeout>3000</timeout><attempts>3</attempts><retryInterval>5000</retryInterval>"
            + "<backoffRate>1</backoffRate></workItem>"
            + GraphRunTests.outcome("Fetched", "fetch", "complete") + GraphRunTests.show("Fetched", on: "Fetched")
            + GraphRunTests.show("Failed", on: "failed"))

    /// Never answers `fetch` (until cancelled); remembers each question and whether it was a repeat.
    static func silentDelegate() -> TestRootDelegate { TestRootDelegate { _ in .never } }

    /// Whether each question `delegate` was asked so far was a repeat, in order.
    static func repeats(_ delegate: TestRootDelegate) -> [Bool] { delegate.messages.map(\.isRepeat) }

    /// Runs the graph live until `stopWhen` holds for its journal, stops, and returns the journal
    /// with every time moved `earlier` seconds back (as if the stop was that long ago).
    static func journal(
        movedBack earlier: TimeInterval, advancing: Duration? = nil, stopWhen: ([JournalEntry]) -> Bool
    ) async throws -> [JournalEntry] {
        let schema = try #require(SchemaLoader().load(schemaText).schema)
        let clock = ManualClock()
        let delegate = Self.silentDelegate()
        let live = Session(schema: schema, rootDelegate: delegate, clock: clock)
        await live.recordJournal(JournalStart(schemaIdentity: "timers"))
        await live.start()
        let go = try #require(await live.snapshot().activeElements.first { $0.text == "Go" }).id
        try await live.send(.tap(go))
        try await eventually("fetch is asked") { Self.repeats(delegate).count == 1 }
        if let advancing {
            try await eventually("the attempt's timer is armed") { clock.sleeperCount >= 1 }
            clock.advance(by: advancing)
        }
        var entries: [JournalEntry] = []
        try await eventually("the journal holds what the test waits for") {
            entries += await live.takeJournalEntries()
            return stopWhen(entries)
        }
        await live.cancelPendingReplies()
        return entries.map { entry in
            var moved = entry
            moved.date = entry.date.addingTimeInterval(-earlier)
            return moved
        }
    }

    static func timedOut(_ entries: [JournalEntry]) -> Bool {
        entries.contains { if case .nodeAnswer(let answer) = $0.record { answer.timedOut } else { false } }
    }

    /// A fresh session on `clock` restored from `entries`.
    static func restored(
        _ entries: [JournalEntry], clock: ManualClock, delegate: TestRootDelegate
    ) async throws -> Session {
        let schema = try #require(SchemaLoader().load(schemaText).schema)
        let session = Session(schema: schema, rootDelegate: delegate, clock: clock)
        try await session.restore(from: entries)
        return session
    }

    @Test("a retry delay under way at the stop ends at its recorded deadline; the timed-out attempt is not asked again")
    func retryKeepsDeadline() async throws {
        // Attempt 1 started at S and timed out at S+3000; attempt 2 is due at S+8000. The restore comes 5,000 s after S.
        let entries = try await Self.journal(movedBack: 5000, advancing: .seconds(3000), stopWhen: Self.timedOut)
        guard case .nodeAnswer(let timeout)? = entries.last?.record else {
            Issue.record("the journal does not end with the time-out: \(entries.map(\.record))")
            return
        }
        #expect(timeout.node == "fetch" && timeout.attempt == 1 && timeout.timedOut)
        #expect(try JournalEntry(decoding: entries.last!.encoded()) == entries.last!)

        let clock = ManualClock()
        let delegate = Self.silentDelegate()
        let session = try await Self.restored(entries, clock: clock, delegate: delegate)
        try await eventually("the retry delay is armed") { clock.sleeperCount >= 1 }
        clock.advance(by: .seconds(2800))
        try await Task.sleep(for: .milliseconds(200))
        #expect(Self.repeats(delegate).isEmpty, "attempt 2 came before its recorded deadline (or attempt 1 was asked again)")
        clock.advance(by: .seconds(400))
        try await eventually("attempt 2 is asked at S+8000") { Self.repeats(delegate).count == 1 }
        #expect(Self.repeats(delegate) == [false], "attempt 2 was never asked before the stop: it is no repeat")
        await session.cancelPendingReplies()
    }

    @Test("an attempt under way at the stop is asked again (a repeat) and times out at its recorded deadline")
    func attemptKeepsDeadline() async throws {
        // Attempt 1 started at S with its deadline at S+3000; the restore comes 1,000 s after S.
        let entries = try await Self.journal(movedBack: 1000) { entries in
            entries.contains { if case .event = $0.record { true } else { false } }
        }
        let clock = ManualClock()
        let delegate = Self.silentDelegate()
        let session = try await Self.restored(entries, clock: clock, delegate: delegate)
        try await eventually("attempt 1 is asked again") { Self.repeats(delegate).count == 1 }
        #expect(Self.repeats(delegate) == [true])
        try await eventually("the attempt's timer is armed") { clock.sleeperCount >= 1 }
        clock.advance(by: .seconds(1800))
        try await Task.sleep(for: .milliseconds(200))
        // Still attempt 1: a timeout from the restart (at +3000) and one from S (at +2000) are both ahead.
        let early = await session.takeJournalEntries()
        #expect(early.isEmpty, "attempt 1 ended too early: \(early.map(\.record))")
        clock.advance(by: .seconds(400))
        var recorded: [JournalEntry] = early
        try await eventually("attempt 1 times out at S+3000, not 3,000 s after the restore") {
            recorded += await session.takeJournalEntries()
            return Self.timedOut(recorded)
        }
        try await eventually("the retry delay is armed") { clock.sleeperCount >= 1 }
        clock.advance(by: .seconds(5000))
        try await eventually("attempt 2 is asked") { Self.repeats(delegate).count == 2 }
        #expect(Self.repeats(delegate) == [true, false])
        await session.cancelPendingReplies()
    }

    @Test("deadlines that passed while the server was down have passed: the run goes on at once")
    func passedDeadlines() async throws {
        // Attempt 1's deadline (S+3000) and attempt 2's start (S+8000) are both before the restore at S+50000.
        let entries = try await Self.journal(movedBack: 50000) { entries in
            entries.contains { if case .event = $0.record { true } else { false } }
        }
        let clock = ManualClock()
        let delegate = Self.silentDelegate()
        let session = try await Self.restored(entries, clock: clock, delegate: delegate)
        var recorded: [JournalEntry] = []
        try await eventually("attempt 1 times out and attempt 2 is asked, without the clock moving") {
            recorded += await session.takeJournalEntries()
            return Self.timedOut(recorded) && Self.repeats(delegate).last == false
        }
        let answers = recorded.compactMap { entry -> JournalNodeAnswer? in
            if case .nodeAnswer(let answer) = entry.record { answer } else { nil }
        }
        #expect(answers.map(\.attempt) == [1])
        await session.cancelPendingReplies()
    }
}
