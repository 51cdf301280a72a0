import GRDB

/// The tables of a session store file, and how a file is told to be one.
///
/// ```
/// wfs_store (key TEXT PRIMARY KEY, value) WITHOUT ROWID
///     'format' = 2: the layout below; a file of a newer format is refused, not read, and one of
///     format 1 (without `recent_entries`) is brought to format 2 when a writable store opens it.
/// sessions (id TEXT PRIMARY KEY, last_date REAL) WITHOUT ROWID
///     one row a session kept: the date of its newest entry, to the minute (seconds since 1970,
///     what `deleteSessions(idleSince:keeping:)` compares). It is written when it moves on by a
///     minute or more, not on every append, and it has no index: a commit then writes only the
///     end of `recent_entries`, and a sweep reads a table of one row a session.
/// entries (session TEXT, sequence INTEGER, body BLOB, PRIMARY KEY (session, sequence)) WITHOUT ROWID
///     one row an entry: `JournalEntry.encoded()`, clustered by session then sequence, so a
///     journal is read back in order from one range of the table.
/// recent_entries (session TEXT, sequence INTEGER, body BLOB)
///     the same rows, as commits add them, in the order they were committed (a rowid table
///     without index): a commit writes a page or two at its end, whatever sessions its round
///     holds. Once it holds `foldThreshold` rows, they are moved to `entries` in one transaction
///     (`RecentEntries`). A journal is its rows of `entries`, then its rows of `recent_entries`.
/// ```
///
/// The file's `application_id` is `applicationID` ("WFSJ"): a file with tables but another
/// id, or without `wfs_store`, belongs to another program and is left alone.
enum SQLiteStoreLayout {
    /// The `PRAGMA application_id` of every store file: the bytes "WFSJ".
    static let applicationID = 0x5746_534A
    /// The layout this code writes and reads.
    static let formatVersion = 2
    /// The rows `recent_entries` gathers before they are moved to `entries`: a fold writes about a
    /// tenth of the log pages the same commits would have written to `entries`, and a journal read
    /// scans at most this many rows besides its own range (about 200 KB).
    static let foldThreshold = 2_048
    /// The page size of a new store, in bytes: each event's commit writes the page its entry went
    /// to into the write-ahead log, and SQLite's 4,096 made that four times what it needs.
    static let pageSize = 1024

    /// What a database file turned out to hold.
    enum Contents: Equatable {
        /// No tables and no application id: a new file, to set up.
        case empty
        /// A session store of the given format.
        case store(format: Int)
        /// Something else, described in words (its tables, its application id).
        case foreign(String)
    }

    /// Looks at a database without changing it.
    static func contents(of db: Database) throws -> Contents {
        let application = try Int.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let tables = try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        if tables.isEmpty && application == 0 {
            return .empty
        }
        if application != 0 && application != applicationID {
            return .foreign("its application_id is \(application), not wfs's \(applicationID)")
        }
        guard tables.contains("wfs_store") else {
            let shown = tables.prefix(5).joined(separator: ", ") + (tables.count > 5 ? ", …" : "")
            return .foreign("it has tables (\(shown)) but no wfs_store")
        }
        let format = try DatabaseValue.fetchOne(db, sql: "SELECT value FROM wfs_store WHERE key = 'format'")
        guard let format, let number = Int.fromDatabaseValue(format) else {
            return .foreign("its wfs_store table names no format")
        }
        return .store(format: number)
    }

    /// Creates the tables in an empty database, in one transaction.
    static func create(in db: Database) throws {
        try db.inTransaction(.immediate) {
            try db.execute(
                sql: """
                    PRAGMA application_id = \(applicationID);
                    CREATE TABLE wfs_store (key TEXT PRIMARY KEY NOT NULL, value NOT NULL) WITHOUT ROWID;
                    INSERT INTO wfs_store (key, value) VALUES ('format', \(formatVersion));
                    CREATE TABLE sessions (
                        id TEXT PRIMARY KEY NOT NULL,
                        last_date REAL NOT NULL
                    ) WITHOUT ROWID;
                    CREATE TABLE entries (
                        session TEXT NOT NULL,
                        sequence INTEGER NOT NULL,
                        body BLOB NOT NULL,
                        PRIMARY KEY (session, sequence)
                    ) WITHOUT ROWID;
                    \(recentEntriesTable)
                    """)
            return .commit
        }
    }

    /// Brings a store of format 1 to this format, in one transaction: its rows stay where they are.
    static func upgrade(from format: Int, in db: Database) throws {
        guard format == 1 else { return }
        try db.inTransaction(.immediate) {
            try db.execute(
                sql: """
                    \(recentEntriesTable)
                    UPDATE wfs_store SET value = \(formatVersion) WHERE key = 'format';
                    """)
            return .commit
        }
    }

    private static let recentEntriesTable = """
        CREATE TABLE recent_entries (
            session TEXT NOT NULL,
            sequence INTEGER NOT NULL,
            body BLOB NOT NULL
        );
        """
}
