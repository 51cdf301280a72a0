import Foundation
import WorkflowRuntime

/// One server's view of a shared store that never hears of the other servers' appends: it answers
/// `entriesAsHeard` from its own last append or read, as the PostgreSQL store does in the
/// moment between another server's commit and its notification.
final class UnhearingStore: SessionStore, @unchecked Sendable {
    private let shared: MemorySessionStore
    private let lock = NSLock()
    private var tails: [String: Int] = [:]

    init(_ shared: MemorySessionStore) {
        self.shared = shared
    }

    var isShared: Bool { true }

    func append(_ entries: [JournalEntry], to session: String) async throws(SessionStoreError) {
        do {
            try await shared.append(entries, to: session)
        } catch {
            lock.withLock { tails[session] = nil }
            throw error
        }
        if let last = entries.last { lock.withLock { tails[session] = last.sequence } }
    }

    func entries(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry] {
        let found = try await shared.entries(of: session, from: sequence)
        if let last = found.last { lock.withLock { tails[session] = last.sequence } }
        return found
    }

    func entriesAsHeard(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry] {
        if lock.withLock({ tails[session] == sequence - 1 }) { return [] }
        return try await entries(of: session, from: sequence)
    }

    func delete(_ session: String) async throws(SessionStoreError) {
        lock.withLock { tails[session] = nil }
        try await shared.delete(session)
    }

    func deleteSessions(idleSince date: Date, keeping: Set<String>) async throws(SessionStoreError) -> Int {
        try await shared.deleteSessions(idleSince: date, keeping: keeping)
    }

    func sessionCount() async throws(SessionStoreError) -> Int {
        try await shared.sessionCount()
    }
}
