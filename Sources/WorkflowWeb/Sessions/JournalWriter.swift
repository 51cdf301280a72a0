import Metrics
import NIOConcurrencyHelpers
import WorkflowRuntime

/// Saves one session's journal entries to the store, in the order they were recorded: each
/// flush is one append (one transaction), and flushes run one after another.
///
/// Once an append failed, every later flush fails too (the journal would have a gap): the server
/// then drops the live session, and the next request restores it from what the store holds.
actor JournalWriter {
    let id: String
    let session: Session
    let store: any SessionStore
    /// Told the session's id after each append that kept entries.
    private let saved: @Sendable (String) -> Void
    private var isWriting = false
    /// Flushes waiting for the one under way, first come first served.
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var failure: SessionStoreError?
    /// The bytes of the session's journal in the store, as far as this server knows, and those the
    /// steps under way may add (`reserve`); read without a visit to the actor, before each event.
    private let bytes = NIOLockedValueBox((saved: 0, reserved: 0))

    init(id: String, session: Session, store: any SessionStore, saved: @escaping @Sendable (String) -> Void = { _ in }) {
        self.id = id
        self.session = session
        self.store = store
        self.saved = saved
    }

    /// The bytes of the session's journal in the store (its entries as stores keep them).
    nonisolated var savedBytes: Int { bytes.withLockedValue { $0.saved } }

    /// Sets `amount` aside for a step about to be applied, if the journal's bytes, those of the
    /// steps under way and it stay within `budget`; false (nothing set aside) otherwise. Steps of
    /// one session posted at once each count the others': none can take the journal past it.
    nonisolated func reserve(_ amount: Int, within budget: Int) -> Bool {
        bytes.withLockedValue { bytes in
            guard bytes.saved + bytes.reserved + amount <= budget else { return false }
            bytes.reserved += amount
            return true
        }
    }

    /// Gives back what `reserve` set aside, once the step's entries are saved (or it was refused).
    nonisolated func release(_ amount: Int) {
        bytes.withLockedValue { $0.reserved -= amount }
    }

    /// Counts `entries`, kept in the store by another way (read back at a restore, or appended by
    /// another server), in `savedBytes`.
    nonisolated func count(_ entries: [JournalEntry]) {
        let added = Self.bytes(of: entries)
        bytes.withLockedValue { $0.saved += added }
    }

    private static func bytes(of entries: [JournalEntry]) -> Int {
        entries.reduce(0) { $0 + $1.encoded().count }
    }

    /// Takes the session's unsaved entries and appends them; the store's error, or nil once
    /// everything recorded before the call is kept.
    func flush() async -> SessionStoreError? {
        // The actor lets another flush in while this one awaits the store: it waits its turn here,
        // so entries taken earlier are always appended first.
        while isWriting { await withCheckedContinuation { waiting.append($0) } }
        if let failure { return failure }
        isWriting = true
        let entries = await session.takeJournalEntries()
        if !entries.isEmpty {
            let started = ContinuousClock.now
            do throws(SessionStoreError) {
                try await store.append(entries, to: id)
                count(entries)
                saved(id)
                WebMetrics.appendsSaved.increment()
                WebMetrics.appendedEntries.increment(by: entries.count)
            } catch {
                failure = error
                WebMetrics.appendsFailed.increment()
            }
            WebMetrics.appendDuration.record(duration: ContinuousClock.now - started)
        }
        isWriting = false
        if !waiting.isEmpty { waiting.removeFirst().resume() }
        return failure
    }
}
