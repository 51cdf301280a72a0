import NIOConcurrencyHelpers
import WorkflowRuntime
import WorkflowSchema

/// The sessions of a web server, one per browser: made on first visit, found by the cookie's id,
/// dropped when idle too long or when too many exist.
///
/// Ids and tokens are 128 random bits from the system's generator, so they cannot be guessed.
/// The table is behind a lock rather than in an actor: every request looks its session up, and
/// a lookup is too short to be worth a hop to another executor.
final class WebSessionStore: Sendable {
    private let makeSession: @Sendable () async -> Session
    private let limits: WebSessionLimits
    private let table: NIOLockedValueBox<Table>

    /// The sessions and what is known about them, changed only under the lock.
    private struct Table {
        var sessions: [String: WebSession] = [:]
        /// The version of the watched schema the sessions were made from (see `SchemaWatcher`).
        var schemaVersion = 0
        /// How many sessions are being made and started.
        var starting = 0
        /// When expired sessions were last looked for: at most once a second, not on every request.
        var lastSweep = ContinuousClock.now
    }

    init(limits: WebSessionLimits, makeSession: @escaping @Sendable () async -> Session) {
        self.limits = limits
        self.makeSession = makeSession
        self.table = NIOLockedValueBox(Table())
    }

    /// Drops every session when the schema's version is newer than the one they were made from.
    func dropAll(before version: Int) {
        let dropped = table.withLockedValue { table -> [WebSession] in
            guard version > table.schemaVersion else { return [] }
            table.schemaVersion = version
            defer { table.sessions.removeAll() }
            return Array(table.sessions.values)
        }
        Self.stop(dropped)
    }

    /// The session with `id`, if it exists and has not expired; marks it used.
    func existing(_ id: String?) -> WebSession? {
        let now = ContinuousClock.now
        var dropped: [WebSession] = []
        let found = table.withLockedValue { table -> WebSession? in
            dropped = sweepIfDue(&table, now: now)
            guard let id, let found = table.sessions[id] else { return nil }
            guard found.lastUsed.duration(to: now) <= limits.idleTimeout else {
                table.sessions[id] = nil
                dropped.append(found)
                return nil
            }
            table.sessions[id]?.lastUsed = now
            return found
        }
        Self.stop(dropped)
        return found
    }

    /// A new, started session, or nil when every place is taken by a session in use.
    func create() async -> WebSession? {
        var dropped: [WebSession] = []
        let reserved = table.withLockedValue { table -> Bool in
            let now = ContinuousClock.now
            dropped = sweepIfDue(&table, now: now)
            // Sessions still starting count too: starting suspends, and others may start meanwhile.
            while table.sessions.count + table.starting >= limits.maximumSessions {
                guard let evicted = evictLeastRecentlyUsed(&table, now: now) else { return false }
                dropped.append(evicted)
            }
            table.starting += 1
            return true
        }
        Self.stop(dropped)
        guard reserved else { return nil }
        let session = await makeSession()
        await session.start()
        let made = WebSession(id: Self.randomToken(), session: session, csrfToken: Self.randomToken(), lastUsed: .now)
        table.withLockedValue { table in
            table.starting -= 1
            table.sessions[made.id] = made
        }
        return made
    }

    /// Drops the session unused the longest, if it has been unused long enough to give up its place.
    private func evictLeastRecentlyUsed(_ table: inout Table, now: ContinuousClock.Instant) -> WebSession? {
        guard let oldest = table.sessions.values.min(by: { $0.lastUsed < $1.lastUsed }),
            oldest.lastUsed.duration(to: now) >= limits.idleBeforeEviction
        else { return nil }
        table.sessions[oldest.id] = nil
        return oldest
    }

    /// Drops the sessions idle for longer than the timeout, unless that was done less than a second ago.
    private func sweepIfDue(_ table: inout Table, now: ContinuousClock.Instant) -> [WebSession] {
        guard table.lastSweep.duration(to: now) >= .seconds(1) else { return [] }
        table.lastSweep = now
        let expired = table.sessions.values.filter { $0.lastUsed.duration(to: now) > limits.idleTimeout }
        for entry in expired { table.sessions[entry.id] = nil }
        return expired
    }

    /// Stops what dropped sessions still wait for, outside the lock.
    private static func stop(_ dropped: [WebSession]) {
        for entry in dropped { Task { await entry.session.cancelPendingReplies() } }
    }

    /// 128 random bits as 32 hexadecimal digits.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let word = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - word.count) + word
        }.joined()
    }
}
