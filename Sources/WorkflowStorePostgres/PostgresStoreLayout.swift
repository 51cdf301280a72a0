/// The tables of a PostgreSQL session store.
///
/// ```
/// wfs_store (key TEXT PRIMARY KEY, value BIGINT)
///     'format' = 1: the layout below; a database of a newer format is refused.
/// wfs_sessions (id TEXT PRIMARY KEY, last_date DOUBLE PRECISION)
///     one row a session: the date of its newest entry (seconds since 1970), for idle expiry.
/// wfs_entries (session TEXT, sequence BIGINT, body BYTEA, PRIMARY KEY (session, sequence))
///     one row an entry, `JournalEntry.encoded()`; the key lets one of two instances that append
///     the same entry of a journal at once commit, and refuses the other.
/// NOTIFY wfs_journal, 'ORIGIN:SESSION[ ENTRY…]'
///     sent by each round of appends for each session it kept entries of, delivered with its
///     commit, for the other instances' known tails and push channels; ORIGIN is the sending
///     store's random mark, so that it skips its own; each ENTRY is one appended, in base64, all
///     left out when they would not fit under 7,900 bytes (readers also take 'ORIGIN:S1,S2…').
/// ```
enum PostgresStoreLayout {
    /// The layout this code writes and reads.
    static let formatVersion = 1
    /// The channel the sessions of committed appends are notified on (see `PostgresAppendNotice`).
    static let appendChannel = "wfs_journal"
    /// The advisory lock that keeps two instances from setting up one database at once ("WFSJ").
    static let setUpLock = 0x5746_534A

    /// The statements that make the tables when missing (each on its own: PostgreSQL's extended
    /// protocol takes one statement a query).
    static let creation = [
        "CREATE TABLE IF NOT EXISTS wfs_store (key TEXT PRIMARY KEY, value BIGINT NOT NULL)",
        "CREATE TABLE IF NOT EXISTS wfs_sessions (id TEXT PRIMARY KEY, last_date DOUBLE PRECISION NOT NULL)",
        """
        CREATE TABLE IF NOT EXISTS wfs_entries (
            session TEXT NOT NULL,
            sequence BIGINT NOT NULL,
            body BYTEA NOT NULL,
            PRIMARY KEY (session, sequence)
        )
        """,
    ]
}
