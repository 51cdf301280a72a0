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

    func entries(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry] {
        Array(journals[session, default: []].dropFirst(sequence))
    }

    func delete(_ session: String) async throws(SessionStoreError) {
        journals[session] = nil
    }

    func deleteSessions(idleSince date: Date, keeping: Set<String>) async throws(SessionStoreError) -> Int { 0 }

    func sessionCount() async throws(SessionStoreError) -> Int { journals.count }

    /// The sequence numbers of `session`'s kept entries.
    func sequences(of session: String) -> [Int] {
        journals[session, default: []].map(\.sequence)
    }
}
