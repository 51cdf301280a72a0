import Foundation
import Logging
import NIOConcurrencyHelpers
import PostgresNIO
import WorkflowRuntime

/// Keeps journals in a PostgreSQL database, through PostgresNIO: the store several `wfs serve`
/// instances share, so that any of them serves any session.
///
/// Appends that arrive while another round is being committed go together in the next round: one
/// prepared statement, one transaction (`PostgresAppendStatement`, `PostgresAppendQueue`). Each
/// append's first entry must follow the journal's newest one in the database, and the table's key
/// on (session, sequence) settles a race between two instances appending to one journal at once:
/// the one that commits second is refused with `.outOfOrder`, nothing of it kept, and it reads the
/// journal again before it tries anything else. While it
/// listens for the other servers' appends (`watchAppends`), `entriesAsHeard` reads a journal only
/// when it may have grown since this server's own last append or read, and no notice told the
/// entries it grew by (`PostgresKnownTails`, `PostgresAppendNotice`). Faults are
/// `SessionStoreError`s of one line naming the database: `.unavailable` when it cannot be
/// reached or written, `.notAStore` when its tables belong to something else.
///
/// The client's connections live as long as `run()` runs: run it in a task (or as a service of
/// the server's application) before the store is used, and cancel it to close the store.
public final class PostgresSessionStore: SessionStore, Sendable {
    /// The database, as shown in messages: the address without its password.
    public let displayName: String
    private let client: PostgresClient
    private let logger: Logger
    private let outage = PostgresOutage()
    /// The time limit of every operation, watched by one thread (`DeadlineWatch`).
    private let deadline = SessionStoreDeadline(PostgresSessionStore.operationTimeout)
    /// Marks this store's notifications, which it skips when they come back.
    private let origin: String
    private let knownTails = PostgresKnownTails()
    private let queue = PostgresAppendQueue()
    /// How many times a journal was read from the database (rather than known current), and how
    /// many rounds of appends were committed.
    private let counts = NIOLockedValueBox((reads: 0, rounds: 0))

    /// A store for the database at `url` (`postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`).
    ///
    /// Nothing is connected until `run()` runs; `prepare()` then makes the tables when missing.
    public init(url: String, logger: Logger = Logger(label: "wfs.store.postgres")) throws(SessionStoreError) {
        let address = try PostgresAddress(url)
        displayName = address.displayName
        self.logger = logger
        var configuration = PostgresClient.Configuration(
            host: address.host, port: address.port, username: address.user, password: address.password,
            database: address.database, tls: .disable)
        configuration.options.connectTimeout = .seconds(5)
        configuration.options.maximumConnections = 20
        // Connection failures are said by the store's own errors, once per request, not by the pool on each retry.
        var background = logger
        background.logLevel = .critical
        let client = PostgresClient(configuration: configuration, backgroundLogger: background)
        self.client = client
        origin = String(UInt64.random(in: .min ... .max), radix: 16)
    }

    /// Several servers share a database: each reads what the others added before it uses a session.
    public var isShared: Bool { true }

    /// Every operation that reaches the database is refused after `operationTimeout`.
    public var limitsItsOwnTime: Bool { true }

    /// Whether `text` is a PostgreSQL address (`postgres://` or `postgresql://`) rather than a file's path.
    public static func isAddress(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("postgres://") || lower.hasPrefix("postgresql://")
    }

    /// The address `text` without its password, as messages show it.
    public static func displayName(of text: String) throws(SessionStoreError) -> String {
        try PostgresAddress(text).displayName
    }

    /// Runs the client's connections until the task is cancelled.
    public func run() async {
        await client.run()
    }

    /// Makes the tables in a database that has none; refuses one whose tables are another program's
    /// or of a newer format.
    public func prepare() async throws(SessionStoreError) {
        try await fault(action: "set up the store") { [self] in
            try await client.withTransaction(logger: logger) { connection in
                // One instance at a time sets up a new database.
                try await connection.query("SELECT pg_advisory_xact_lock(\(PostgresStoreLayout.setUpLock))", logger: logger)
                for statement in PostgresStoreLayout.creation {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                let rows = try await connection.query(
                    "SELECT value FROM wfs_store WHERE key = 'format'", logger: logger)
                var format: Int?
                for try await value in rows.decode(Int.self) { format = value }
                if format == nil {
                    try await connection.query(
                        "INSERT INTO wfs_store (key, value) VALUES ('format', \(PostgresStoreLayout.formatVersion))",
                        logger: logger)
                } else if let format, format > PostgresStoreLayout.formatVersion {
                    throw SessionStoreError(
                        .notAStore,
                        "\(displayName) was written by a newer wfs (store format \(format); this one reads format "
                            + "\(PostgresStoreLayout.formatVersion)); upgrade wfs")
                }
            }
        }
    }

    public func append(_ entries: [JournalEntry], to session: String) async throws(SessionStoreError) {
        guard let last = entries.last else { return }
        for (previous, next) in zip(entries, entries.dropFirst()) where next.sequence != previous.sequence + 1 {
            throw SessionStoreError(
                .outOfOrder, "entry \(next.sequence) does not follow entry \(previous.sequence) of session \(session)")
        }
        let append = PostgresAppendStatement.Append(
            session: session, sequences: entries.map(\.sequence), bodies: entries.map { ByteBuffer(data: $0.encoded()) },
            date: last.date.timeIntervalSince1970)
        let start = knownTails.start()
        let outcome = await withCheckedContinuation { done in
            if queue.add(PostgresAppendQueue.Waiting(append: append, done: done)) {
                Task { await self.commitRounds() }
            }
        }
        do throws(SessionStoreError) {
            try outcome.get()
        } catch {
            knownTails.forget(session)
            throw error
        }
        knownTails.learn(last.sequence, for: session, since: start)
    }

    /// Commits the waiting appends, a round at a time, until none waits.
    private func commitRounds() async {
        while true {
            let round = queue.takeRound()
            if round.isEmpty { return }
            let outcomes = await commit(round.map(\.append))
            for (waiting, outcome) in zip(round, outcomes) { waiting.done.resume(returning: outcome) }
        }
    }

    /// Appends `appends` in one statement; the outcome of each. When two servers met on one of the
    /// sessions (the key refused a row), each append is tried again alone, so only that one is refused.
    private func commit(_ appends: [PostgresAppendStatement.Append]) async -> [Result<Void, SessionStoreError>] {
        // The statement joins entries to appends by session (see PostgresAppendQueue.takeRound).
        assert(Set(appends.map(\.session)).count == appends.count, "a round holds one append per session")
        counts.withLockedValue { $0.rounds += 1 }
        let action = appends.count == 1 ? "append to session \(appends[0].session)" : "append to \(appends.count) sessions"
        let found: [String: Int]?
        do throws(SessionStoreError) {
            found = try await fault(action: action) { [self] in
                do {
                    var newest: [String: Int] = [:]
                    for try await (session, sequence) in try await client.execute(
                        PostgresAppendStatement(appends: appends, origin: origin), logger: logger)
                    {
                        newest[session] = sequence
                    }
                    return newest
                } catch where appends.count > 1 && PostgresStoreFault.isConflict(error) {
                    return nil
                }
            }
        } catch {
            return appends.map { _ in .failure(error) }
        }
        guard let found else {
            var outcomes: [Result<Void, SessionStoreError>] = []
            for append in appends { outcomes += await commit([append]) }
            return outcomes
        }
        return appends.map { append in
            let first = append.sequences[0]
            let newest = found[append.session] ?? -1
            guard newest != first - 1 else { return .success(()) }
            let reason =
                if newest >= first {
                    "entry \(first) of session \(append.session) is already kept: another append came first"
                } else if newest == -1 {
                    "entry \(first) cannot start session \(append.session): its first entry is 0"
                } else {
                    "entry \(first) does not follow entry \(newest) of session \(append.session)"
                }
            return .failure(SessionStoreError(.outOfOrder, reason))
        }
    }

    public func watchAppends(_ changed: @escaping @Sendable (String?) -> Void) async {
        while !Task.isCancelled {
            do {
                try await client.withConnection { connection in
                    try await connection.listen(on: PostgresStoreLayout.appendChannel) { notifications in
                        // Listening now: whatever was appended while it was not is unknown.
                        knownTails.setListening(true)
                        changed(nil)
                        let own = origin + ":"
                        for try await notification in notifications {
                            // Its own notices, entries and all, are skipped before they are read.
                            guard !notification.payload.hasPrefix(own) else { continue }
                            for item in PostgresAppendNotice.notice(in: notification.payload).items {
                                if let entries = PostgresAppendNotice.entries(of: item) {
                                    knownTails.hear(entries, bytes: item.byteCount, for: item.session)
                                } else {
                                    knownTails.forget(item.session)
                                }
                                changed(item.session)
                            }
                        }
                    }
                }
            } catch where !Task.isCancelled {
                let reason = PostgresStoreFault.error(error, database: displayName, action: "hear other servers' appends")
                logger.warning("\(reason.message); trying again in a second")
            } catch {}
            knownTails.setListening(false)
            if Task.isCancelled { return }
            try? await Task.sleep(for: .seconds(1))
        }
    }

    /// Answers without reading while the store knows the journal's tail: none when it is
    /// `sequence - 1`, or the entries another server's notice told since (see `PostgresKnownTails`).
    public func entriesAsHeard(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry] {
        if let known = knownTails.entries(of: session, from: sequence) { return known }
        return try await entries(of: session, from: sequence)
    }

    public func entries(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry] {
        let start = knownTails.start()
        counts.withLockedValue { $0.reads += 1 }
        let rows: [(Int, ByteBuffer)] = try await fault(action: "read session \(session)") { [self] in
            var rows: [(Int, ByteBuffer)] = []
            for try await row in try await client.execute(
                PostgresEntriesStatement(session: session, from: sequence), logger: logger)
            {
                rows.append(row)
            }
            return rows
        }
        var entries: [JournalEntry] = []
        entries.reserveCapacity(rows.count)
        for (number, body) in rows {
            let place = "entry \(number) of session \(session) in \(displayName)"
            let entry: JournalEntry
            do {
                entry = try JournalEntry(decoding: Data(buffer: body))
            } catch {
                throw SessionStoreError(.unreadableEntry, "\(place) cannot be read: \(error)")
            }
            guard entry.sequence == number else {
                throw SessionStoreError(.unreadableEntry, "\(place) cannot be read: it says it is entry \(entry.sequence)")
            }
            entries.append(entry)
        }
        if let last = entries.last { knownTails.learn(last.sequence, for: session, since: start) }
        return entries
    }

    public func delete(_ session: String) async throws(SessionStoreError) {
        knownTails.forget(session)
        // Forgotten again after: a read under way meanwhile may have learnt the tail before the delete.
        defer { knownTails.forget(session) }
        try await fault(action: "delete session \(session)") { [self] in
            try await client.withTransaction(logger: logger) { connection in
                try await connection.query("DELETE FROM wfs_entries WHERE session = \(session)", logger: logger)
                try await connection.query("DELETE FROM wfs_sessions WHERE id = \(session)", logger: logger)
            }
        }
    }

    public func deleteSessions(idleSince date: Date, keeping: Set<String>) async throws(SessionStoreError) -> Int {
        let cutoff = date.timeIntervalSince1970
        let kept = Array(keeping)
        return try await fault(action: "delete idle sessions") { [self] in
            try await client.withTransaction(logger: logger) { connection in
                let rows = try await connection.query(
                    """
                    DELETE FROM wfs_sessions WHERE last_date < \(cutoff) AND NOT (id = ANY(\(kept)))
                    RETURNING id
                    """, logger: logger)
                var idle: [String] = []
                for try await id in rows.decode(String.self) { idle.append(id) }
                for id in idle { knownTails.forget(id) }
                if !idle.isEmpty {
                    try await connection.query(
                        "DELETE FROM wfs_entries WHERE session = ANY(\(idle))", logger: logger)
                }
                return idle.count
            }
        }
    }

    public func sessionCount() async throws(SessionStoreError) -> Int {
        try await fault(action: "count sessions") { [self] in
            let rows = try await client.query("SELECT count(*) FROM wfs_sessions", logger: logger)
            var count = 0
            for try await value in rows.decode(Int.self) { count = value }
            return count
        }
    }

    /// How many times `entries(of:from:)` read the database.
    var journalReads: Int { counts.withLockedValue { $0.reads } }

    /// How many rounds of appends (statements) were sent to the database.
    var appendRounds: Int { counts.withLockedValue { $0.rounds } }

    /// Runs `body`, turning what it throws into a `SessionStoreError` of one line that names the
    /// database; one that takes longer than `operationTimeout` (a database that does not answer, or
    /// cannot be reached while the pool keeps trying) is cancelled and refused with `.unavailable`.
    /// While the database was found unreachable a moment ago, `outage` refuses at once.
    private func fault<T: Sendable>(
        action: String, _ body: @escaping @Sendable () async throws -> T
    ) async throws(SessionStoreError) -> T {
        guard outage.admits() else {
            throw SessionStoreError(
                .unavailable,
                "\(displayName): cannot \(action): the database does not answer (is PostgreSQL running?)")
        }
        let timeout = Self.operationTimeout
        // Not a task group: a group waits for its child, and a query on a connection that died
        // mid-answer may never heed cancellation (a request then never got its answer).
        switch await deadline.outcome(of: body) {
        case .success(let answer)?:
            outage.answered()
            return answer
        case .failure(let error)?:
            // The database's refusal (or the store's own) is an answer; a lost connection tells nothing.
            if PostgresStoreFault.isAnswer(error) { outage.answered() } else { outage.ended() }
            throw PostgresStoreFault.error(error, database: displayName, action: action)
        case nil:
            outage.unreachable()
            throw SessionStoreError(
                .unavailable,
                "\(displayName): cannot \(action): the database did not answer within \(timeout) (is PostgreSQL running?)")
        }
    }

    /// How long one operation may take before it is refused.
    static let operationTimeout: Duration = .seconds(5)
}
