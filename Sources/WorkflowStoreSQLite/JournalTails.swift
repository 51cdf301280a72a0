import GRDB

/// What the store has committed of each session it wrote to: its newest entry's sequence and the
/// date its `sessions` row holds. An append is then checked, and its session's date left alone,
/// without reading the file (the lock file keeps other writers out, so the file cannot change
/// behind the store's back).
///
/// Used only on GRDB's writer queue, in the order of its transactions: a tail is read from the file
/// the first time its session is met, changed only once a commit has kept it, and dropped with its rows.
final class JournalTails: @unchecked Sendable {
    /// One session's committed tail.
    struct Tail {
        /// The sequence of the newest entry kept.
        var lastSequence: Int
        /// The `last_date` of the session's row (seconds since 1970), or `-infinity` when it has none.
        var savedDate: Double
    }

    private var tails: [String: Tail] = [:]

    /// The committed tail of `session`, read from the file when it is not known yet; nil for a
    /// session without entries.
    func tail(of session: String, in db: Database) throws -> Tail? {
        if let tail = tails[session] { return tail }
        let last = try Int.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT max(sequence) FROM (
                        SELECT max(sequence) AS sequence FROM entries WHERE session = ?1
                        UNION ALL SELECT max(sequence) FROM recent_entries WHERE session = ?1)
                    """),
            arguments: [session])
        guard let last else { return nil }
        let date = try Double.fetchOne(
            db.cachedStatement(sql: "SELECT last_date FROM sessions WHERE id = ?"), arguments: [session])
        let tail = Tail(lastSequence: last, savedDate: date ?? -.infinity)
        tails[session] = tail
        return tail
    }

    /// Records what a commit kept.
    func keep(_ committed: [String: Tail]) {
        tails.merge(committed) { _, new in new }
    }

    /// Forgets a session whose rows were deleted.
    func forget(_ session: String) {
        tails[session] = nil
    }
}
