import Foundation
import WorkflowRuntime

/// Journals in memory that refuse an append out of order, as every real store does.
actor MemoryStore: SessionStore {
    private var journals: [String: [JournalEntry]] = [:]

    func append(_ entries: [JournalEntry], to session: String) async throws(SessionStoreError) {
        let kept = journals[session, default: []]
        guard let first = entries.first else { return }
        guard first.sequence == kept.count else {
            throw SessionStoreError(.outOfOrder, "entry \(first.sequence) came when \(kept.count) was next")
        }
        journals[session] = kept + entries
    }

    /// Sessions whose kept entries this store can no longer read (a newer format, a damaged row).
    private var unreadable: Set<String> = []

    func entries(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry] {
        guard !unreadable.contains(session) else {
            throw SessionStoreError(.unreadableEntry, "entry 1 of session \(session) cannot be read: a newer format")
        }
        return Array(journals[session, default: []].dropFirst(sequence))
    }

    /// Makes `session`'s kept entries unreadable, as a store written by a newer wfs holds them.
    func damage(_ session: String) {
        unreadable.insert(session)
    }

    func delete(_ session: String) async throws(SessionStoreError) {
        journals[session] = nil
        unreadable.remove(session)
    }

    func deleteSessions(idleSince date: Date, keeping: Set<String>) async throws(SessionStoreError) -> Int { 0 }

    func sessionCount() async throws(SessionStoreError) -> Int { journals.count }

    /// The sequence numbers of `session`'s kept entries.
    func sequences(of session: String) -> [Int] {
        journals[session, default: []].map(\.sequence)
    }
}
