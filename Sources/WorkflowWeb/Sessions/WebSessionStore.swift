import WorkflowRuntime
import WorkflowSchema

/// The sessions of a web server, one per browser: made on first visit, found by the cookie's id,
/// dropped when idle too long or when too many exist.
///
/// Ids and tokens are 128 random bits from the system's generator, so they cannot be guessed.
actor WebSessionStore {
    private let makeSession: @Sendable () async -> Session
    private let limits: WebSessionLimits
    private var sessions: [String: WebSession] = [:]
    /// The version of the watched schema the sessions were made from (see `SchemaWatcher`).
    private var schemaVersion = 0
    /// How many sessions are being made and started.
    private var starting = 0
    /// When expired sessions were last looked for: at most once a second, not on every request.
    private var lastSweep = ContinuousClock.now

    init(limits: WebSessionLimits, makeSession: @escaping @Sendable () async -> Session) {
        self.limits = limits
        self.makeSession = makeSession
    }

    /// Drops every session when the schema's version is newer than the one they were made from.
    func dropAll(before version: Int) {
        guard version > schemaVersion else { return }
        schemaVersion = version
        for entry in sessions.values { Task { await entry.session.cancelPendingReplies() } }
        sessions.removeAll()
    }

    /// The session with `id`, if it exists and has not expired; marks it used.
    func existing(_ id: String?) -> WebSession? {
        let now = ContinuousClock.now
        sweepIfDue(now: now)
        guard let id, let found = sessions[id] else { return nil }
        guard found.lastUsed.duration(to: now) <= limits.idleTimeout else {
            drop(found)
            return nil
        }
        sessions[id]?.lastUsed = now
        return found
    }

    /// A new, started session, or nil when every place is taken by a session in use.
    func create() async -> WebSession? {
        sweepIfDue(now: .now)
        // Sessions still starting count too: starting suspends, and others may start meanwhile.
        while sessions.count + starting >= limits.maximumSessions {
            guard evictLeastRecentlyUsed() else { return nil }
        }
        starting += 1
        defer { starting -= 1 }
        let session = await makeSession()
        await session.start()
        let made = WebSession(id: Self.randomToken(), session: session, csrfToken: Self.randomToken(), lastUsed: .now)
        sessions[made.id] = made
        return made
    }

    /// Drops the session unused the longest, if it has been unused long enough to give up its place.
    private func evictLeastRecentlyUsed() -> Bool {
        guard let oldest = sessions.values.min(by: { $0.lastUsed < $1.lastUsed }),
            oldest.lastUsed.duration(to: .now) >= limits.idleBeforeEviction
        else { return false }
        drop(oldest)
        return true
    }

    /// Drops the sessions idle for longer than the timeout, unless that was done less than a second ago.
    private func sweepIfDue(now: ContinuousClock.Instant) {
        guard lastSweep.duration(to: now) >= .seconds(1) else { return }
        lastSweep = now
        for entry in sessions.values where entry.lastUsed.duration(to: now) > limits.idleTimeout {
            drop(entry)
        }
    }

    private func drop(_ entry: WebSession) {
        sessions[entry.id] = nil
        Task { await entry.session.cancelPendingReplies() }
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
