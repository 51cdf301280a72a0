import Foundation
import GRDB
import WorkflowRuntime

/// Keeps journals in one SQLite file, through GRDB: the embedded default store of `wfs serve`.
///
/// The file is opened by one connection (a GRDB `DatabaseQueue`) in WAL mode with
/// `synchronous = NORMAL` and exclusive locking (the lock file keeps other processes out, so
/// SQLite need not lock the file on each transaction): a commit survives a crash of the process
/// (a power cut may lose the last few). Each `append` returns once its entries are committed, all
/// or none; appends that arrive while a commit is under way share the next one (group commit,
/// `PendingAppends`), each checked first against its journal's committed tail (`JournalTails`).
/// Commits add their rows at the end of one table, which is moved in bulk to the table
/// clustered by session now and then (`RecentEntries`). The tables are described on
/// `SQLiteStoreLayout`.
///
/// One store at a time uses a file: `init` takes an exclusive lock on `PATH.lock`, kept until
/// `close()` or the store's end, and a second store on the same path, in this process or
/// another, is refused with `.inUse`. Faults are thrown as `SessionStoreError`s of one line
/// that name the file: `.notAStore` for a file that is not a store (text, another program's
/// database, a newer format), `.unavailable` for one that cannot be written (read-only, full).
public final class SQLiteSessionStore: SessionStore, @unchecked Sendable {
    /// The database file, as given to `init`.
    public let path: String

    private let state = NSLock()
    private var database: DatabaseQueue?
    private var lockFile: StoreLockFile?
    private let pending = PendingAppends()
    /// Read and written on GRDB's writer queue only.
    private let tails = JournalTails()
    /// Read and written on GRDB's writer queue only.
    private let recent: RecentEntries
    /// Whether the disk and the size limit leave room for more.
    private let room: StoreRoom

    /// Opens the store at `path`, creating the file and its folder when missing.
    ///
    /// Throws `.inUse` when another store has the file open, `.notAStore` when the file is
    /// something else, and `.unavailable` when it cannot be opened, set up or written (unless
    /// `options.readOnly`): a server learns at its start that it cannot keep sessions.
    public init(path: String, options: Options = Options()) throws(SessionStoreError) {
        self.path = path
        recent = RecentEntries(foldThreshold: options.foldThreshold)
        room = StoreRoom(path: path, maximumSize: options.maximumSize, minimumFreeBytes: options.minimumFreeBytes)
        try SQLiteStoreFile.prepareFolder(of: path, readOnly: options.readOnly)
        if !options.readOnly { try SQLiteStoreFile.createPrivately(path) }
        try SQLiteStoreFile.checkHeader(of: path)
        let lockFile = try StoreLockFile(storePath: path)
        if !options.readOnly {
            try SQLiteStoreFile.checkWritable(path)
        }
        do {
            try SQLiteStoreFile.setUp(path: path, readOnly: options.readOnly)
            database = try DatabaseQueue(path: path, configuration: Self.configuration(options))
        } catch {
            throw SQLiteStoreFault.error(error, path: path, action: "open the store")
        }
        self.lockFile = lockFile
        if options.maximumSize != nil { database?.inDatabase { db in measureUse(in: db) } }
    }

    deinit {
        close()
    }

    /// Closes the database and gives up the lock; whatever is called afterwards throws `.unavailable`.
    public func close() {
        let (database, lockFile) = state.withLock {
            let taken = (self.database, self.lockFile)
            self.database = nil
            self.lockFile = nil
            return taken
        }
        try? database?.close()
        lockFile?.release()
    }

    /// The bytes the store takes on disk: the database file and its write-ahead log.
    public func fileSize() -> Int {
        [path, path + "-wal"].reduce(0) { total, file in
            let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? NSNumber
            return total + (size?.intValue ?? 0)
        }
    }

    /// The store's files that other users of the machine can read (`wfs serve` warns of them at its
    /// start), with their modes; empty when all are the owner's only. A store made by this type is:
    /// its file, log and lock are created 0600, a folder it makes 0700.
    public func exposedFiles() -> [(path: String, mode: Int)] {
        SQLiteStoreFile.exposedFiles(of: path)
    }

    public func capacityProblem() -> String? {
        // The pages in use and the log: a file never shrinks, and the pages a delete frees are
        // used again before it grows.
        room.problem { room.usedBytes + Self.size(of: path + "-wal") }
    }

    /// With a size limit, keeps what the database's pages in use take, for `capacityProblem()`;
    /// on GRDB's writer queue, after each round and delete (two reads of the file's header).
    private func measureUse(in db: Database) {
        guard room.maximumSize != nil else { return }
        guard let pages = try? Int.fetchOne(db.cachedStatement(sql: "PRAGMA page_count")),
            let free = try? Int.fetchOne(db.cachedStatement(sql: "PRAGMA freelist_count")),
            let pageSize = try? Int.fetchOne(db.cachedStatement(sql: "PRAGMA page_size"))
        else { return }
        room.usedBytes = (pages - free) * pageSize
    }

    private static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    public func append(_ entries: [JournalEntry], to session: String) async throws(SessionStoreError) {
        guard let last = entries.last else { return }
        for (previous, next) in zip(entries, entries.dropFirst()) where next.sequence != previous.sequence + 1 {
            throw SessionStoreError(
                .outOfOrder, "entry \(next.sequence) does not follow entry \(previous.sequence) of session \(session)")
        }
        let rows = entries.map { (sequence: $0.sequence, body: $0.encoded()) }
        let lastDate = last.date.timeIntervalSince1970
        let outcome = await withCheckedContinuation { done in
            let append = PendingAppends.Append(session: session, rows: rows, lastDate: lastDate, done: done)
            if pending.add(append) {
                commitNextRound()
            }
        }
        try outcome.get()
    }

    /// Commits the waiting appends as one round on GRDB's queue, then queues the next round,
    /// until none waits: each round is one transaction (`commit(_:in:)`).
    ///
    /// The rounds follow each other on GRDB's queue, not through a task, so a round never waits
    /// for a thread of Swift's cooperative pool, which the events of the other sessions keep busy.
    private func commitNextRound() {
        let database: DatabaseQueue
        do {
            database = try openDatabase(action: "append")
        } catch {
            // Until none waits: the commit under way ends only when `takeAll` finds nothing.
            while case let round = pending.takeAll(), !round.isEmpty {
                for append in round { append.done.resume(returning: .failure(fault(error, appendingTo: append.session))) }
            }
            return
        }
        database.asyncWriteWithoutTransaction { db in
            let round = self.pending.takeAll()
            if round.isEmpty { return }
            let outcomes: [Result<Void, SessionStoreError>]
            do {
                outcomes = try self.commit(round, in: db)
            } catch {
                outcomes = round.map { .failure(self.fault(error, appendingTo: $0.session)) }
            }
            for (append, outcome) in zip(round, outcomes) { append.done.resume(returning: outcome) }
            // After the round's appends are answered; rows a fold could not move stay readable where they are.
            self.recent.foldIfFull(in: db)
            self.measureUse(in: db)
            self.commitNextRound()
        }
    }

    /// One transaction for `round`; the outcome of each append, or the error that ended the transaction.
    ///
    /// Each append is checked against the committed tails first (`JournalTails`), so an append out
    /// of order is refused without touching the file. The rest are inserted in one go; only when an
    /// insert fails (a trigger, a full file) is the round done again with a savepoint per append, to
    /// refuse that append alone. Without the savepoints and the two reads per append that the tails
    /// replace, the store's thread spent 43 µs per event instead of 68 (BENCHMARKS.md).
    private func commit(_ round: [PendingAppends.Append], in db: Database) throws -> [Result<Void, SessionStoreError>] {
        var outcomes: [Result<Void, SessionStoreError>] = []
        outcomes.reserveCapacity(round.count)
        var planned: [String: JournalTails.Tail] = [:]
        var accepted: [(append: PendingAppends.Append, writesDate: Bool)] = []
        for append in round {
            switch try plan(append, after: planned[append.session] ?? tails.tail(of: append.session, in: db)) {
            case .success(let (tail, writesDate)):
                planned[append.session] = tail
                accepted.append((append, writesDate))
                outcomes.append(.success(()))
            case .failure(let error):
                outcomes.append(.failure(error))
            }
        }
        if accepted.isEmpty { return outcomes }
        do {
            try db.inTransaction {
                for (append, writesDate) in accepted { try Self.insert(append, writingDate: writesDate, into: db) }
                return .commit
            }
            tails.keep(planned)
            recent.added(accepted.reduce(0) { $0 + $1.append.rows.count })
            return outcomes
        } catch {
            return try commitOneByOne(round, in: db)
        }
    }

    /// `round` again, each append in a savepoint of its own, so one that fails is refused alone;
    /// throws when SQLite ended the whole transaction (nothing of the round is kept).
    private func commitOneByOne(_ round: [PendingAppends.Append], in db: Database) throws -> [Result<Void, SessionStoreError>] {
        var outcomes: [Result<Void, SessionStoreError>] = []
        var planned: [String: JournalTails.Tail] = [:]
        var rowsKept = 0
        try db.inTransaction {
            // Savepoints by cached statements (GRDB's `inSavepoint` parses its SQL each time).
            let savepoint = try db.cachedStatement(sql: "SAVEPOINT append")
            let release = try db.cachedStatement(sql: "RELEASE SAVEPOINT append")
            let rollBack = try db.cachedStatement(sql: "ROLLBACK TO SAVEPOINT append")
            for append in round {
                switch try plan(append, after: planned[append.session] ?? tails.tail(of: append.session, in: db)) {
                case .failure(let error):
                    outcomes.append(.failure(error))
                case .success(let (tail, writesDate)):
                    try savepoint.execute()
                    do {
                        try Self.insert(append, writingDate: writesDate, into: db)
                        planned[append.session] = tail
                        rowsKept += append.rows.count
                        outcomes.append(.success(()))
                    } catch {
                        // SQLite ends the whole transaction on some errors: nothing of the round is kept.
                        guard db.isInsideTransaction else { throw error }
                        try rollBack.execute()
                        outcomes.append(.failure(fault(error, appendingTo: append.session)))
                    }
                    try release.execute()
                }
            }
            return .commit
        }
        tails.keep(planned)
        recent.added(rowsKept)
        return outcomes
    }

    /// The tail `append` leaves its session with, and whether its date is to be written; or why it
    /// cannot follow `tail`. Journals start at 0 and have no gaps.
    private func plan(
        _ append: PendingAppends.Append, after tail: JournalTails.Tail?
    ) -> Result<(JournalTails.Tail, writesDate: Bool), SessionStoreError> {
        let session = append.session
        let count = (tail?.lastSequence ?? -1) + 1
        let first = append.rows[0].sequence
        guard first == count else {
            return .failure(
                SessionStoreError(
                    .outOfOrder,
                    count == 0
                        ? "entry \(first) cannot start session \(session): its first entry is 0"
                        : "entry \(first) does not follow entry \(count - 1) of session \(session)"))
        }
        // The session's date moves on by the minute: most appends leave its row (and its page) alone.
        let savedDate = tail?.savedDate ?? -.infinity
        let writesDate = append.lastDate >= savedDate + 60
        let last = append.rows[append.rows.count - 1].sequence
        return .success((JournalTails.Tail(lastSequence: last, savedDate: writesDate ? append.lastDate : savedDate), writesDate))
    }

    private func fault(_ error: any Error, appendingTo session: String) -> SessionStoreError {
        SQLiteStoreFault.error(error, path: path, action: "append to session \(session)")
    }

    /// Inserts one session's entries, checked by `plan`, and its date when it moved on.
    private static func insert(_ append: PendingAppends.Append, writingDate: Bool, into db: Database) throws {
        // Cached statements: each append is one event, so parsing the SQL each time would cost more than the row.
        let session = append.session
        let insert = try db.cachedStatement(
            sql: "INSERT INTO recent_entries (session, sequence, body) VALUES (?, ?, ?)")
        for row in append.rows {
            try insert.execute(arguments: [session, row.sequence, row.body])
        }
        guard writingDate else { return }
        try db.cachedStatement(
            sql: """
                INSERT INTO sessions (id, last_date) VALUES (?, ?)
                ON CONFLICT (id) DO UPDATE SET last_date = excluded.last_date
                """
        ).execute(arguments: [session, append.lastDate])
    }

    public func entries(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry] {
        let rows = try await read(action: "read session \(session)") { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT sequence, body FROM entries WHERE session = ?1 AND sequence >= ?2
                    UNION ALL
                    SELECT sequence, body FROM recent_entries WHERE session = ?1 AND sequence >= ?2
                    ORDER BY sequence
                    """,
                arguments: [session, sequence]
            ).map { row in (sequence: row[0] as DatabaseValue, body: row[1] as DatabaseValue) }
        }
        var entries: [JournalEntry] = []
        entries.reserveCapacity(rows.count)
        for row in rows {
            entries.append(try SQLiteStoredEntry.decode(sequence: row.sequence, body: row.body, of: session, in: path))
        }
        return entries
    }

    public func delete(_ session: String) async throws(SessionStoreError) {
        try await write(action: "delete session \(session)") { db in
            self.tails.forget(session)
            self.recent.forgetCount()
            try db.execute(sql: "DELETE FROM recent_entries WHERE session = ?", arguments: [session])
            try db.execute(sql: "DELETE FROM entries WHERE session = ?", arguments: [session])
            try db.execute(sql: "DELETE FROM sessions WHERE id = ?", arguments: [session])
            self.measureUse(in: db)
        }
    }

    public func deleteSessions(idleSince date: Date, keeping: Set<String>) async throws(SessionStoreError) -> Int {
        let cutoff = date.timeIntervalSince1970
        return try await write(action: "delete idle sessions") { db in
            let idle = try String.fetchAll(db, sql: "SELECT id FROM sessions WHERE last_date < ?", arguments: [cutoff])
                .filter { !keeping.contains($0) }
            if idle.isEmpty { return 0 }
            // One scan of the recent rows for all of them, and no fold: a sweep must free room in a full file.
            self.recent.forgetCount()
            try db.execute(
                sql: "DELETE FROM recent_entries WHERE session IN (SELECT value FROM json_each(?))",
                arguments: [Self.jsonArray(idle)])
            for id in idle {
                try db.execute(sql: "DELETE FROM entries WHERE session = ?", arguments: [id])
                try db.execute(sql: "DELETE FROM sessions WHERE id = ?", arguments: [id])
                self.tails.forget(id)
            }
            self.measureUse(in: db)
            return idle.count
        }
    }

    /// `strings` as a JSON array, for `json_each`.
    private static func jsonArray(_ strings: [String]) -> String {
        String(decoding: (try? JSONEncoder().encode(strings)) ?? Data("[]".utf8), as: UTF8.self)
    }

    public func sessionCount() async throws(SessionStoreError) -> Int {
        try await read(action: "count sessions") { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM sessions") ?? 0
        }
    }

    /// Runs `updates` in one write transaction: all of its changes are kept, or none.
    ///
    /// On GRDB's queue (its asynchronous `write`): run on the caller's thread instead, the
    /// transaction held a thread of Swift's small cooperative pool, and events were slower (BENCHMARKS.md).
    private func write<T: Sendable>(
        action: String, _ updates: @escaping @Sendable (Database) throws -> T
    ) async throws(SessionStoreError) -> T {
        let database = try openDatabase(action: action)
        do {
            return try await database.write(updates)
        } catch {
            throw SQLiteStoreFault.error(error, path: path, action: action)
        }
    }

    private func read<T: Sendable>(
        action: String, _ value: @escaping @Sendable (Database) throws -> T
    ) async throws(SessionStoreError) -> T {
        let database = try openDatabase(action: action)
        do {
            return try await database.read(value)
        } catch {
            throw SQLiteStoreFault.error(error, path: path, action: action)
        }
    }

    private func openDatabase(action: String) throws(SessionStoreError) -> DatabaseQueue {
        guard let database = state.withLock({ database }) else {
            throw SessionStoreError(.unavailable, "\(path): cannot \(action): the store is closed")
        }
        return database
    }

    private static func configuration(_ options: Options) -> Configuration {
        var configuration = Configuration()
        configuration.label = "wfs session store"
        configuration.readonly = options.readOnly
        configuration.busyMode = .timeout(options.busyTimeout)
        let maximumSize = options.maximumSize
        let options = options
        configuration.prepareDatabase { db in
            // One connection that keeps its locks (the lock file already keeps other processes out):
            // no shared-memory index and no file locking per transaction. A read-only store reads
            // the log through the shared index as any reader does.
            if !options.readOnly {
                try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE")
                try db.execute(sql: "PRAGMA journal_mode = WAL")
            }
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 10000")
            if let maximumSize {
                let pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096
                try db.execute(sql: "PRAGMA max_page_count = \(max(1, maximumSize / max(1, pageSize)))")
                // The log counts too: checkpoints come once it holds an eighth of the size, and
                // shrink it back to that, so file and log stay within the size and a little more.
                let logBytes = max(64 * pageSize, maximumSize / 8)
                try db.execute(sql: "PRAGMA wal_autocheckpoint = \(min(10_000, logBytes / pageSize))")
                try db.execute(sql: "PRAGMA journal_size_limit = \(logBytes)")
            }
        }
        return configuration
    }
}
