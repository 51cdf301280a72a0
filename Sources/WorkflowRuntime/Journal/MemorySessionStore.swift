import Foundation

/// Keeps journals in this process's memory: for tests, and `wfs serve --store memory`.
public final class MemorySessionStore: SessionStore, @unchecked Sendable {
    private struct Journal {
        var entries: [JournalEntry] = []
        var lastDate = Date.distantPast
    }

    private var journals: [String: Journal] = [:]
    private let lock = NSLock()

    public let isShared: Bool

    /// Its operations never wait: they take a lock for a moment.
    public var limitsItsOwnTime: Bool { true }
    /// The callbacks of `watchAppends` under way, when shared.
    private var watchers: [Int: @Sendable (String?) -> Void] = [:]
    private var nextWatcher = 0

    /// Creates an empty store; `isShared` makes the servers of one process that share it behave
    /// as servers sharing one database do (for tests of several servers).
    public init(isShared: Bool = false) {
        self.isShared = isShared
    }

    public func append(_ entries: [JournalEntry], to session: String) async throws(SessionStoreError) {
        try appendNow(entries, to: session)
    }

    private func appendNow(_ entries: [JournalEntry], to session: String) throws(SessionStoreError) {
        guard let first = entries.first else { return }
        for (previous, next) in zip(entries, entries.dropFirst()) where next.sequence != previous.sequence + 1 {
            throw SessionStoreError(
                .outOfOrder, "entry \(next.sequence) does not follow entry \(previous.sequence) of session \(session)")
        }
        lock.lock()
        defer { lock.unlock() }
        let expected = (journals[session]?.entries.last?.sequence ?? -1) + 1
        guard first.sequence == expected else {
            throw SessionStoreError(
                .outOfOrder, "entry \(first.sequence) does not follow entry \(expected - 1) of session \(session)")
        }
        // In place: a copy of the journal taken out of the dictionary would copy every entry on each append.
        journals[session, default: Journal()].entries += entries
        journals[session]?.lastDate = entries.last?.date ?? .distantPast
        for watcher in watchers.values { watcher(session) }
    }

    public func watchAppends(_ changed: @escaping @Sendable (String?) -> Void) async {
        guard isShared else { return }
        let number = lock.withLock {
            defer { nextWatcher += 1 }
            watchers[nextWatcher] = changed
            return nextWatcher
        }
        while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
        _ = lock.withLock { watchers.removeValue(forKey: number) }
    }

    public func entries(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry] {
        lock.withLock {
            (journals[session]?.entries ?? []).filter { $0.sequence >= sequence }
        }
    }

    public func delete(_ session: String) async throws(SessionStoreError) {
        _ = lock.withLock { journals.removeValue(forKey: session) }
    }

    public func deleteSessions(idleSince date: Date, keeping: Set<String>) async throws(SessionStoreError) -> Int {
        lock.withLock {
            let idle = journals.filter { $0.value.lastDate < date && !keeping.contains($0.key) }.keys
            for session in idle { journals[session] = nil }
            return idle.count
        }
    }

    public func sessionCount() async throws(SessionStoreError) -> Int {
        lock.withLock { journals.count }
    }
}
