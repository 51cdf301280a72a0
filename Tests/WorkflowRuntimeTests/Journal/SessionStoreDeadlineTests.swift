import Foundation
import Testing
import WorkflowRuntime

/// A store whose reads never end and never heed cancellation, as a query on a connection that died
/// mid-answer may do; its appends answer at once.
private final class StuckStore: SessionStore, @unchecked Sendable {
    private let lock = NSLock()
    private var stuck: [CheckedContinuation<Void, Never>] = []

    func append(_ entries: [JournalEntry], to session: String) async throws(SessionStoreError) {}

    func entries(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry] {
        // Not a cancellable sleep: nothing but `release()` resumes it.
        await withCheckedContinuation { continuation in lock.withLock { stuck.append(continuation) } }
        return []
    }

    func delete(_ session: String) async throws(SessionStoreError) {
        throw SessionStoreError(.unavailable, "the test store refuses deletes")
    }

    func deleteSessions(idleSince date: Date, keeping: Set<String>) async throws(SessionStoreError) -> Int { 0 }
    func sessionCount() async throws(SessionStoreError) -> Int { 0 }

    /// Lets the stuck reads end, as a connection finally closed would.
    func release() {
        for continuation in lock.withLock({ stuck }) { continuation.resume() }
        lock.withLock { stuck = [] }
    }
}

@Suite("A store operation's time limit holds whatever the operation does", .timeLimit(.minutes(1)))
struct SessionStoreDeadlineTests {
    @Test(
        "a read that never ends and ignores cancellation is refused at the limit, with a sentence; the caller goes on")
    func stuckReadIsRefusedInTime() async throws {
        let stuck = StuckStore()
        defer { stuck.release() }
        let store = TimeLimitedSessionStore(stuck, timeout: .milliseconds(200), place: "the test store")
        let started = ContinuousClock.now
        do {
            _ = try await store.entries(of: "s1", from: 0)
            Issue.record("a stuck read answered")
        } catch {
            #expect(error.kind == .unavailable)
            #expect(error.message == "the test store: cannot read a session: no answer within 200 ms")
        }
        // The limit is watched by a thread of its own; the caller goes on when the concurrency pool
        // lets it, which a full test run can delay by seconds, so only a wait without end fails here.
        let waited = started.duration(to: .now)
        #expect(waited >= .milliseconds(200) && waited < .seconds(60), "answered after \(waited)")
    }

    @Test("an operation that answers in time gives its own answer and its own error")
    func answersPassThrough() async throws {
        // A limit no busy test run comes near: the answers here are the store's own.
        let store = TimeLimitedSessionStore(MemorySessionStore(), timeout: .seconds(120))
        let entry = JournalEntry(sequence: 0, date: Date(), record: .start(JournalStart(schemaIdentity: "x")))
        try await store.append([entry], to: "s1")
        #expect(try await store.entries(of: "s1", from: 0) == [entry])
        #expect(try await store.sessionCount() == 1)
        do {
            try await store.append([entry], to: "s1")
            Issue.record("an append out of order was kept")
        } catch {
            #expect(error.kind == .outOfOrder, "the store's own refusal, not a time-out: \(error)")
        }
    }

    @Test("a caller that is cancelled stops waiting, and the operation is cancelled with it")
    func cancelledCaller() async throws {
        // An hour: a busy machine may stall the test for seconds, never for that long.
        let deadline = SessionStoreDeadline(.seconds(3600))
        let task = Task { await deadline.outcome { try await Task.sleep(for: .seconds(3600)) } }
        try await Task.sleep(for: .milliseconds(50))
        let started = ContinuousClock.now
        task.cancel()
        let outcome = await task.value
        #expect(started.duration(to: .now) < .seconds(60))
        guard case .failure(let error)? = outcome else {
            Issue.record("a cancelled operation answered \(String(describing: outcome))")
            return
        }
        #expect(error is CancellationError)
    }

    @Test("a caller cancelled before it starts an operation has the operation cancelled too, not left to its time")
    func cancelledBeforeStarting() async throws {
        let deadline = SessionStoreDeadline(.seconds(3600))
        let started = ContinuousClock.now
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await deadline.outcome { try await Task.sleep(for: .seconds(3600)) }
        }
        let outcome = await task.value
        #expect(started.duration(to: .now) < .seconds(60), "the operation ran to its time")
        guard case .failure(let error)? = outcome else {
            Issue.record("a cancelled operation answered \(String(describing: outcome))")
            return
        }
        #expect(error is CancellationError)
    }
}
