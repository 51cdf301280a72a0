import Foundation

/// Keeps the journals of sessions, so that a session outlives the process that ran it.
///
/// Sessions are named by their host's id (a browser's cookie). Each `append` is one
/// transaction: all of its entries are kept, or none. Stores throw `SessionStoreError`, never
/// crash, on a file that cannot be written or read.
public protocol SessionStore: Sendable {
    /// Appends entries, oldest first, in one transaction; a session not yet kept is created.
    ///
    /// The first entry's sequence number must follow the last one kept (0 for a new session),
    /// or the append is refused with `.outOfOrder`: a journal never has gaps.
    func append(_ entries: [JournalEntry], to session: String) async throws(SessionStoreError)

    /// The entries of a session from sequence number `sequence` on, oldest first; none when it is not kept.
    func entries(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry]

    /// `entries(of:from:)` as far as this process has heard: a shared store may answer without
    /// reading while it has heard of no other process's append to the session since its own last
    /// append or read. Such an answer can miss an append of a moment ago whose notice is on its
    /// way: use it where that is caught, before an event (its append is then refused with
    /// `.outOfOrder`, and the host reads and tries again) or in a push channel (the notice wakes
    /// it). A page shown, or an event refused, reads with `entries(of:from:)`.
    func entriesAsHeard(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry]

    /// Forgets a session and its journal.
    func delete(_ session: String) async throws(SessionStoreError)

    /// Forgets the sessions whose newest entry is older than `date`, but those in `keeping` (in use
    /// although nothing was recorded lately); returns how many it forgot.
    func deleteSessions(idleSince date: Date, keeping: Set<String>) async throws(SessionStoreError) -> Int

    /// How many sessions are kept.
    func sessionCount() async throws(SessionStoreError) -> Int

    /// Why the store cannot take more entries now (its disk, or the size it may grow to, is full),
    /// or nil. A host asks before it applies an event, so that a full store refuses the step before
    /// it is taken: answer at once, from what is known (it is not async for that reason).
    func capacityProblem() -> String?

    /// Whether other processes append to the same journals (several servers on one database): a
    /// host then reads a journal's newer entries before it uses a session it keeps in memory.
    var isShared: Bool { get }

    /// Whether every operation ends within a time limit of the store's own (one that never waits,
    /// or a database store with its own deadline): a host then adds none (`TimeLimitedSessionStore`).
    var limitsItsOwnTime: Bool { get }

    /// Calls `changed` with a session's id whenever another process appends to its journal, or
    /// with nil when appends may have been missed (a connection lost and made again), until the
    /// task is cancelled. A store no other process writes returns at once.
    func watchAppends(_ changed: @escaping @Sendable (String?) -> Void) async
}

extension SessionStore {
    /// A store is one process's own unless it says otherwise.
    public var isShared: Bool { false }

    /// A store may wait without end (on a disk, a lock) unless it says otherwise.
    public var limitsItsOwnTime: Bool { false }

    /// Reads, as `entries(of:from:)` does.
    public func entriesAsHeard(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry] {
        try await entries(of: session, from: sequence)
    }

    /// A store without a limit of its own has room until an append says otherwise.
    public func capacityProblem() -> String? { nil }

    /// Nobody else appends: there is nothing to watch.
    public func watchAppends(_ changed: @escaping @Sendable (String?) -> Void) async {}
}
