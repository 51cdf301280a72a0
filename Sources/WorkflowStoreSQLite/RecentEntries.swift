import GRDB

/// The `recent_entries` table of a store: where commits add entries, in the order they were
/// committed, until they are moved to `entries` in bulk (a fold).
///
/// A commit of a round of appends from many sessions then adds its rows to the end of one table,
/// a page or two in the write-ahead log, instead of one page of `entries` per session: the log
/// writes, and SQLite's work on them, were a third of the store's time per event
/// (BENCHMARKS.md, "Session-store entries"). A fold moves the rows sorted by session, so each of
/// its pages of `entries` takes many rows of one session at once.
///
/// Used only on GRDB's writer queue, like `JournalTails`.
final class RecentEntries: @unchecked Sendable {
    /// The rows past which a fold runs.
    let foldThreshold: Int
    /// The rows the table holds, read from the file on first use; nil until then.
    private var count: Int?
    /// When a fold failed, none is tried again until this many rows are in the table.
    private var nextAttempt: Int

    init(foldThreshold: Int) {
        self.foldThreshold = max(1, foldThreshold)
        nextAttempt = self.foldThreshold
    }

    /// Records `rows` more rows kept by a commit.
    func added(_ rows: Int) {
        count? += rows
    }

    /// Moves every row to `entries` in a transaction of its own when the table holds enough of
    /// them; returns the error that kept them where they are (they stay readable there), or nil.
    @discardableResult
    func foldIfFull(in db: Database) -> (any Error)? {
        guard let count = count ?? (try? current(in: db)), count >= nextAttempt else { return nil }
        do {
            try db.inTransaction {
                try Self.moveRows(in: db)
                return .commit
            }
            self.count = 0
            nextAttempt = foldThreshold
            return nil
        } catch {
            nextAttempt = count + foldThreshold
            return error
        }
    }

    /// Forgets the count, to read it from the file when next needed (after rows were deleted).
    func forgetCount() {
        count = nil
    }

    private static func moveRows(in db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO entries (session, sequence, body)
                    SELECT session, sequence, body FROM recent_entries ORDER BY session, sequence;
                DELETE FROM recent_entries;
                """)
    }

    private func current(in db: Database) throws -> Int {
        if let count { return count }
        let read = try Int.fetchOne(db, sql: "SELECT count(*) FROM recent_entries") ?? 0
        count = read
        return read
    }
}
