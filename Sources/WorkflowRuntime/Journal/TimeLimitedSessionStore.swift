import Foundation

/// A store whose every operation answers within a time limit, whatever the store it wraps does:
/// an operation that takes longer is refused with `.unavailable` (`SessionStoreDeadline`), so a
/// host's requests, and its stop, never wait on a store without end.
public struct TimeLimitedSessionStore: SessionStore {
    /// The store that keeps the journals.
    public let base: any SessionStore
    /// The limit on each operation.
    public let deadline: SessionStoreDeadline
    /// The store as messages name it.
    private let place: String

    /// Wraps `base`, giving each of its operations `timeout`; `place` names the store in messages.
    public init(_ base: any SessionStore, timeout: Duration, place: String = "the session store") {
        self.base = base
        self.deadline = SessionStoreDeadline(timeout)
        self.place = place
    }

    public var isShared: Bool { base.isShared }

    public var limitsItsOwnTime: Bool { true }

    public func append(_ entries: [JournalEntry], to session: String) async throws(SessionStoreError) {
        let base = base
        try await deadline.run("append to a session", in: place) { () async throws(SessionStoreError) in
            try await base.append(entries, to: session)
        }
    }

    public func entries(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry] {
        let base = base
        return try await deadline.run("read a session", in: place) { () async throws(SessionStoreError) in
            try await base.entries(of: session, from: sequence)
        }
    }

    public func entriesAsHeard(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry]
    {
        let base = base
        return try await deadline.run("read a session", in: place) { () async throws(SessionStoreError) in
            try await base.entriesAsHeard(of: session, from: sequence)
        }
    }

    public func delete(_ session: String) async throws(SessionStoreError) {
        let base = base
        try await deadline.run("delete a session", in: place) { () async throws(SessionStoreError) in
            try await base.delete(session)
        }
    }

    public func deleteSessions(idleSince date: Date, keeping: Set<String>) async throws(SessionStoreError) -> Int {
        let base = base
        return try await deadline.run("delete idle sessions", in: place) { () async throws(SessionStoreError) in
            try await base.deleteSessions(idleSince: date, keeping: keeping)
        }
    }

    public func sessionCount() async throws(SessionStoreError) -> Int {
        let base = base
        return try await deadline.run("count sessions", in: place) { () async throws(SessionStoreError) in
            try await base.sessionCount()
        }
    }

    /// The wrapped store's answer, given at once by its contract (it is asked before every event,
    /// where a timer of its own would cost more than the answer).
    public func capacityProblem() -> String? {
        base.capacityProblem()
    }

    public func watchAppends(_ changed: @escaping @Sendable (String?) -> Void) async {
        await base.watchAppends(changed)
    }
}
