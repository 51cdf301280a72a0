import Metrics
import NIOConcurrencyHelpers
import WorkflowRuntime

/// Saves one session's journal entries to the store, in the order they were recorded: each
/// append is one transaction, and appends run one after another, each once the entries before it
/// are kept (entries taken on the session's actor by two events at once may reach the writer in
/// either order).
///
/// Once an append failed, every later append fails too (the journal would have a gap): the host
/// then drops the live session, and the next request restores it from what the store holds.
package actor JournalWriter {
    let id: String
    let session: Session
    let store: any SessionStore
    /// Told the session's id after each append that kept entries.
    private let saved: @Sendable (String) -> Void
    private var isWriting = false
    /// Appends waiting for the one under way, or for entries recorded before theirs.
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var failure: SessionStoreError?
    /// The bytes of the session's journal in the store, as far as this host knows, those the steps
    /// under way may add (`reserve`), and the journal's length in the store; read without a visit
    /// to the actor.
    private let kept = NIOLockedValueBox((saved: 0, reserved: 0, length: 0))

    init(id: String, session: Session, store: any SessionStore, saved: @escaping @Sendable (String) -> Void = { _ in }) {
        self.id = id
        self.session = session
        self.store = store
        self.saved = saved
    }

    /// The bytes of the session's journal in the store (its entries as stores keep them).
    nonisolated var savedBytes: Int { kept.withLockedValue { $0.saved } }

    /// Sets `amount` aside for a step about to be applied, if the journal's bytes, those of the
    /// steps under way and it stay within `budget`; false (nothing set aside) otherwise. Steps of
    /// one session posted at once each count the others': none can take the journal past it.
    nonisolated func reserve(_ amount: Int, within budget: Int) -> Bool {
        kept.withLockedValue { kept in
            guard kept.saved + kept.reserved + amount <= budget else { return false }
            kept.reserved += amount
            return true
        }
    }

    /// Gives back what `reserve` set aside, once the step's entries are saved (or it was refused).
    nonisolated func release(_ amount: Int) {
        kept.withLockedValue { $0.reserved -= amount }
    }

    /// Counts `entries`, kept in the store by another way (read back at a restore, or appended by
    /// another server): in `savedBytes`, and as appended.
    nonisolated func count(_ entries: [JournalEntry]) {
        let added = Self.bytes(of: entries)
        let end = entries.last.map { $0.sequence + 1 } ?? 0
        kept.withLockedValue { kept in
            kept.saved += added
            kept.length = max(kept.length, end)
        }
    }

    private static func bytes(of entries: [JournalEntry]) -> Int {
        entries.reduce(0) { $0 + $1.encoded().count }
    }

    /// Takes the session's unsaved entries and appends them; the store's error, or nil once
    /// everything recorded before the call is kept.
    func flush() async -> SessionStoreError? {
        await append(await session.takeJournalEntries())
    }

    /// Appends `entries`, taken from the session (`Session.takeJournalEntries`), once those
    /// recorded before them are kept; the store's error, or nil once they are kept.
    func append(_ entries: [JournalEntry]) async -> SessionStoreError? {
        // The actor lets another append in while one awaits the store: each waits its turn here.
        while failure == nil, isWriting || !isNext(entries) { await withCheckedContinuation { waiting.append($0) } }
        if let failure { return failure }
        guard !entries.isEmpty else { return nil }
        isWriting = true
        let started = ContinuousClock.now
        do throws(SessionStoreError) {
            try await store.append(entries, to: id)
            count(entries)
            saved(id)
            SessionHostMetrics.appendsSaved.increment()
            SessionHostMetrics.appendedEntries.increment(by: entries.count)
        } catch {
            failure = error
            SessionHostMetrics.appendsFailed.increment()
        }
        SessionHostMetrics.appendDuration.record(duration: ContinuousClock.now - started)
        isWriting = false
        let woken = waiting
        waiting = []
        for waiter in woken { waiter.resume() }
        return failure
    }

    /// How many appends wait for their turn (for tests).
    package var waitingAppends: Int { waiting.count }

    /// Whether `entries` come next in the store: the first follows what is kept (or there are none).
    private func isNext(_ entries: [JournalEntry]) -> Bool {
        guard let first = entries.first else { return true }
        return first.sequence <= kept.withLockedValue { $0.length }
    }
}
