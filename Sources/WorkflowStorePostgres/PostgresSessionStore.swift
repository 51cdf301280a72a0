import Foundation
import Logging
import PostgresNIO
import WorkflowRuntime

/// Keeps journals in a PostgreSQL database, through PostgresNIO: the store several `wfs serve`
/// instances share, so that any of them serves any session.
///
/// Each `append` is one statement (its own transaction). Its first entry must follow the journal's
/// newest one in the database, and the table's key on (session, sequence) settles a race between two instances
/// appending to one journal at once: the one that commits second is refused with `.outOfOrder`,
/// nothing of it kept, and it reads the journal again before it tries anything else. Faults are
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
    private let notifier: PostgresAppendNotifier
    private let outage = PostgresOutage()

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
        let name = address.displayName
        let outage = outage
        notifier = PostgresAppendNotifier { payload in
            do throws(SessionStoreError) {
                try await Self.fault(database: name, outage: outage, action: "tell the other servers of appends") {
                    try await client.query(
                        "SELECT pg_notify(\(PostgresStoreLayout.appendChannel), \(payload))", logger: logger)
                }
            } catch {
                // The appends are kept; only the other servers' pages learn of them at their next look.
                logger.warning("\(error.message)")
            }
        }
    }

    /// Several servers share a database: each reads what the others added before it uses a session.
    public var isShared: Bool { true }

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
        guard let first = entries.first, let last = entries.last else { return }
        for (previous, next) in zip(entries, entries.dropFirst()) where next.sequence != previous.sequence + 1 {
            throw SessionStoreError(
                .outOfOrder, "entry \(next.sequence) does not follow entry \(previous.sequence) of session \(session)")
        }
        let date = last.date.timeIntervalSince1970
        let sequences = entries.map(\.sequence)
        let bodies = entries.map { ByteBuffer(data: $0.encoded()) }
        let newest = try await fault(action: "append to session \(session)") { [self] in
            // One statement, so one round trip and its own transaction: the entries go in only when the
            // first follows the journal's newest; two servers appending the same entry at once are
            // settled by the key (the second waits for the first's commit, then fails unique).
            let rows = try await client.query(
                """
                WITH tail AS (
                    SELECT coalesce(max(sequence), -1) AS newest FROM wfs_entries WHERE session = \(session)
                ), kept AS (
                    INSERT INTO wfs_entries (session, sequence, body)
                    SELECT \(session), entry.sequence, entry.body
                    FROM unnest(\(sequences)::bigint[], \(bodies)::bytea[]) AS entry (sequence, body), tail
                    WHERE tail.newest = \(first.sequence - 1)
                    RETURNING 1
                ), dated AS (
                    INSERT INTO wfs_sessions (id, last_date) SELECT \(session), \(date) WHERE EXISTS (SELECT 1 FROM kept)
                    ON CONFLICT (id) DO UPDATE SET last_date = excluded.last_date
                )
                SELECT newest FROM tail
                """, logger: logger)
            var newest = -1
            for try await value in rows.decode(Int.self) { newest = value }
            return newest
        }
        guard newest == first.sequence - 1 else {
            let expected = newest + 1
            throw SessionStoreError(
                .outOfOrder,
                expected == 0
                    ? "entry \(first.sequence) cannot start session \(session): its first entry is 0"
                    : "entry \(first.sequence) does not follow entry \(expected - 1) of session \(session)")
        }
        // After the commit, so the other servers read the entries when told; with others' (see the notifier).
        await notifier.changed(session)
    }

    public func watchAppends(_ changed: @escaping @Sendable (String?) -> Void) async {
        while !Task.isCancelled {
            do {
                try await client.withConnection { connection in
                    try await connection.listen(on: PostgresStoreLayout.appendChannel) { notifications in
                        // Listening now: whatever was appended while it was not is unknown.
                        changed(nil)
                        for try await notification in notifications {
                            for session in PostgresAppendNotifier.sessions(in: notification.payload) { changed(session) }
                        }
                    }
                }
            } catch {
                if Task.isCancelled { return }
                let reason = PostgresStoreFault.error(error, database: displayName, action: "hear other servers' appends")
                logger.warning("\(reason.message); trying again in a second")
            }
            try? await Task.sleep(for: .seconds(1))
        }
    }

    public func entries(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry] {
        let rows: [(Int, ByteBuffer)] = try await fault(action: "read session \(session)") { [self] in
            let found = try await client.query(
                """
                SELECT sequence, body FROM wfs_entries WHERE session = \(session) AND sequence >= \(sequence)
                ORDER BY sequence
                """, logger: logger)
            var rows: [(Int, ByteBuffer)] = []
            for try await row in found.decode((Int, ByteBuffer).self) { rows.append(row) }
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
        return entries
    }

    public func delete(_ session: String) async throws(SessionStoreError) {
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

    /// Runs `body`, turning what it throws into a `SessionStoreError` of one line that names the
    /// database; one that takes longer than `operationTimeout` (a database that does not answer, or
    /// cannot be reached while the pool keeps trying) is cancelled and refused with `.unavailable`.
    private func fault<T: Sendable>(
        action: String, _ body: @escaping @Sendable () async throws -> T
    ) async throws(SessionStoreError) -> T {
        try await Self.fault(database: displayName, outage: outage, action: action, body)
    }

    /// `fault` for a store's database `displayName`; `outage` refuses at once while the database was
    /// found unreachable a moment ago.
    private static func fault<T: Sendable>(
        database displayName: String, outage: PostgresOutage, action: String,
        _ body: @escaping @Sendable () async throws -> T
    ) async throws(SessionStoreError) -> T {
        guard outage.admits() else {
            throw SessionStoreError(
                .unavailable,
                "\(displayName): cannot \(action): the database does not answer (is PostgreSQL running?)")
        }
        let timeout = Self.operationTimeout
        let answer: T?
        do {
            answer = try await withThrowingTaskGroup(of: T?.self) { group in
                group.addTask { try await body() }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    return nil
                }
                defer { group.cancelAll() }
                return try await group.next() ?? nil
            }
        } catch {
            // The database's refusal (or the store's own) is an answer; a lost connection tells nothing.
            if PostgresStoreFault.isAnswer(error) { outage.answered() } else { outage.ended() }
            throw PostgresStoreFault.error(error, database: displayName, action: action)
        }
        guard let answer else {
            outage.unreachable()
            throw SessionStoreError(
                .unavailable,
                "\(displayName): cannot \(action): the database did not answer within \(timeout) (is PostgreSQL running?)")
        }
        outage.answered()
        return answer
    }

    /// How long one operation may take before it is refused.
    static let operationTimeout: Duration = .seconds(5)
}
