import PostgresNIO

/// Appends to several journals in one statement (one transaction, one commit): each session's
/// entries go in only when its first follows the journal's newest in the database. Answers each
/// session with that newest sequence (-1 for none), so the caller tells which appends were kept.
/// It also tells the other servers, from the rows it kept, which sessions grew and by which entries
/// (`PostgresAppendNotice`): PostgreSQL sends the notifications with the commit.
///
/// Prepared once per connection, so PostgreSQL parses and plans it once. Two servers appending the
/// same entry at once are settled by the key: the second waits for the first's commit, then fails
/// unique, and the whole statement with it (`PostgresSessionStore` then appends one at a time).
/// Rows go in ordered by session, so two statements that meet on several sessions wait for each
/// other in one order, never in a circle.
struct PostgresAppendStatement: PostgresPreparedStatement {
    static let sql = """
        WITH appends AS (
            SELECT * FROM unnest($1::text[], $2::bigint[], $3::double precision[]) AS a (session, first, date)
        ), tails AS (
            SELECT appends.session, appends.first, appends.date,
                coalesce((SELECT max(sequence) FROM wfs_entries WHERE wfs_entries.session = appends.session), -1) AS newest
            FROM appends
        ), kept AS (
            INSERT INTO wfs_entries (session, sequence, body)
            SELECT entry.session, entry.sequence, entry.body
            FROM unnest($4::text[], $5::bigint[], $6::bytea[]) AS entry (session, sequence, body)
            JOIN tails ON tails.session = entry.session AND tails.newest = tails.first - 1
            ORDER BY entry.session, entry.sequence
            RETURNING session, sequence, body
        ), dated AS (
            INSERT INTO wfs_sessions (id, last_date)
            SELECT session, date FROM tails WHERE newest = first - 1 ORDER BY session
            ON CONFLICT (id) DO UPDATE SET last_date = excluded.last_date
        ), heard AS (
            SELECT session, $7::text || ':' || session || ' '
                || string_agg(translate(encode(body, 'base64'), E'\\n', ''), ' ' ORDER BY sequence) AS payload
            FROM kept GROUP BY session
        ), told AS (
            SELECT count(pg_notify('\(PostgresStoreLayout.appendChannel)',
                CASE WHEN octet_length(payload) <= \(PostgresAppendNotice.payloadLimit) THEN payload
                ELSE $7::text || ':' || session END))
            FROM heard WHERE octet_length($7::text || ':' || session) <= \(PostgresAppendNotice.payloadLimit)
        )
        SELECT session, newest FROM tails, told
        """

    typealias Row = (String, Int)

    /// One session's append: its entries' sequences and encoded bodies, and its newest entry's date.
    struct Append: Sendable {
        let session: String
        let sequences: [Int]
        let bodies: [ByteBuffer]
        /// Seconds since 1970.
        let date: Double
    }

    /// At most one append per session.
    let appends: [Append]
    /// The mark of the appending store, which starts its notifications.
    let origin: String

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 7)
        bindings.append(appends.map(\.session))
        bindings.append(appends.map { $0.sequences[0] })
        bindings.append(appends.map(\.date))
        bindings.append(appends.flatMap { append in append.sequences.map { _ in append.session } })
        bindings.append(appends.flatMap(\.sequences))
        bindings.append(appends.flatMap(\.bodies))
        bindings.append(origin)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Row {
        try row.decode(Row.self)
    }
}
