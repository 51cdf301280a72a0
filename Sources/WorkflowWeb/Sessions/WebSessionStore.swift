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

    init(limits: WebSessionLimits, makeSession: @escaping @Sendable () async -> Session) {
        self.limits = limits
        self.makeSession = makeSession
    }

    /// How many sessions are kept.
    var count: Int { sessions.count }

    /// Drops every session when the schema's version is newer than the one they were made from.
    func dropAll(before version: Int) {
        guard version > schemaVersion else { return }
        schemaVersion = version
        for entry in sessions.values { Task { await entry.session.cancelPendingReplies() } }
        sessions.removeAll()
    }

    /// The session with `id`, if it exists and has not expired; marks it used.
    func existing(_ id: String?) -> WebSession? {
        dropExpired()
        guard let id, var found = sessions[id] else { return nil }
        found.lastUsed = .now
        sessions[id] = found
        return found
    }

    /// A new, started session.
    func create() async -> WebSession {
        dropExpired()
        let session = await makeSession()
        await session.start()
        // Other requests may have made sessions while this one started, so make room in a loop.
        while sessions.count >= limits.maximumSessions,
            let oldest = sessions.values.min(by: { $0.lastUsed < $1.lastUsed })
        {
            sessions[oldest.id] = nil
            Task { await oldest.session.cancelPendingReplies() }
        }
        let made = WebSession(id: Self.randomToken(), session: session, csrfToken: Self.randomToken(), lastUsed: .now)
        sessions[made.id] = made
        return made
    }

    private func dropExpired() {
        let now = ContinuousClock.now
        for (id, entry) in sessions where entry.lastUsed.duration(to: now) > limits.idleTimeout {
            sessions[id] = nil
            Task { await entry.session.cancelPendingReplies() }
        }
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
