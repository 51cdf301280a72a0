import Foundation
import GRDB
import Testing
import WorkflowRuntime

@testable import WorkflowStoreSQLite

@Suite("SQLite store: recent entries, their fold into entries, and format 1 files")
struct SQLiteStoreFoldTests {
    /// The rows of each table of the store at `path` (which no store may have open).
    static func rowCounts(at path: String) async throws -> (entries: Int, recent: Int) {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try await queue.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT count(*) FROM entries") ?? -1,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM recent_entries") ?? -1
            )
        }
    }

    static func options(foldThreshold: Int) -> SQLiteSessionStore.Options {
        var options = SQLiteSessionStore.Options()
        options.foldThreshold = foldThreshold
        return options
    }

    @Test("journals read the same before, across and after folds; a reopened store checks appends against both tables")
    func journalsAcrossFolds() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("sessions.sqlite")
            let sessions = ["s0", "s1", "s2", "s3"]
            do {
                let store = try SQLiteSessionStore(path: path, options: Self.options(foldThreshold: 10))
                defer { store.close() }
                for step in 0..<7 {
                    for session in sessions {
                        try await store.append(SampleJournal.taps(from: 2 * step, count: 2), to: session)
                    }
                    for session in sessions {
                        #expect(try await store.entries(of: session, from: 0) == SampleJournal.taps(from: 0, count: 2 * step + 2))
                        #expect(try await store.entries(of: session, from: step) == SampleJournal.taps(from: step, count: step + 2))
                    }
                }
            }
            // 56 rows: five folds moved 50, the last 6 wait in recent_entries.
            let counts = try await Self.rowCounts(at: path)
            #expect(counts.entries == 50)
            #expect(counts.recent == 6)

            let reopened = try SQLiteSessionStore(path: path, options: Self.options(foldThreshold: 10))
            defer { reopened.close() }
            for session in sessions {
                #expect(try await reopened.entries(of: session, from: 0) == SampleJournal.taps(from: 0, count: 14))
                // Entries 12 and 13 are in recent_entries for s1 to s3, in entries for s0.
                for first in [12, 13, 15] {
                    await #expect(throws: SessionStoreError.self, "\(session) from \(first)") {
                        try await reopened.append(SampleJournal.taps(from: first, count: 1), to: session)
                    }
                }
            }
            try await reopened.append(SampleJournal.taps(from: 14, count: 1), to: "s0")
            try await reopened.delete("s1")
            #expect(try await reopened.entries(of: "s1", from: 0).isEmpty)
            #expect(try await reopened.deleteSessions(idleSince: .distantFuture, keeping: ["s0"]) == 2)
            #expect(try await reopened.sessionCount() == 1)
            #expect(try await reopened.entries(of: "s0", from: 0) == SampleJournal.taps(from: 0, count: 15))
            for session in ["s2", "s3"] {
                #expect(try await reopened.entries(of: session, from: 0).isEmpty)
                try await reopened.append(SampleJournal.taps(from: 0, count: 1), to: session)
            }
            reopened.close()
            let left = try await Self.rowCounts(at: path)
            #expect(left.entries + left.recent == 17)
        }
    }

    @Test("a fold that fails leaves the rows where they are, readable; appends go on, and a later fold moves them")
    func failedFold() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("sessions.sqlite")
            try SQLiteSessionStore(path: path).close()
            let queue = try DatabaseQueue(path: path)
            try await queue.write { db in
                try db.execute(
                    sql: "CREATE TRIGGER no_fold BEFORE INSERT ON entries BEGIN SELECT RAISE(ABORT, 'no room'); END")
            }
            try queue.close()
            do {
                let store = try SQLiteSessionStore(path: path, options: Self.options(foldThreshold: 4))
                defer { store.close() }
                for sequence in 0..<10 {
                    try await store.append(SampleJournal.taps(from: sequence, count: 1), to: "s1")
                    #expect(try await store.entries(of: "s1", from: 0) == SampleJournal.taps(from: 0, count: sequence + 1))
                }
            }
            #expect(try await Self.rowCounts(at: path) == (entries: 0, recent: 10))

            let fixing = try DatabaseQueue(path: path)
            try await fixing.write { db in try db.execute(sql: "DROP TRIGGER no_fold") }
            try fixing.close()
            do {
                let store = try SQLiteSessionStore(path: path, options: Self.options(foldThreshold: 4))
                defer { store.close() }
                try await store.append(SampleJournal.taps(from: 10, count: 1), to: "s1")
                #expect(try await store.entries(of: "s1", from: 0) == SampleJournal.taps(from: 0, count: 11))
            }
            #expect(try await Self.rowCounts(at: path) == (entries: 11, recent: 0))
        }
    }

    @Test("a full store's idle sweep frees room without moving rows first: the next append fits")
    func sweepFreesAFullStore() async throws {
        try await TemporaryFolder.with { folder in
            var options = Self.options(foldThreshold: 100_000)
            options.maximumSize = 64 * 1024
            let store = try SQLiteSessionStore(path: folder.path("sessions.sqlite"), options: options)
            defer { store.close() }
            let text = String(repeating: "a long text typed into a field ", count: 100)
            func entry(_ sequence: Int) -> JournalEntry {
                JournalEntry(
                    sequence: sequence, date: SampleJournal.date(sequence),
                    record: sequence == 0 ? .start(JournalStart(schemaIdentity: "x")) : .event(.enterText("f", text: text)))
            }
            var full: SessionStoreError?
            for sequence in 0..<200 where full == nil {
                do throws(SessionStoreError) {
                    try await store.append([entry(sequence)], to: "old")
                } catch {
                    full = error
                }
            }
            #expect(full?.message.contains("full") == true, "\(full?.message ?? "never full")")
            await #expect(throws: SessionStoreError.self) { try await store.append([entry(0), entry(1)], to: "new") }
            #expect(try await store.deleteSessions(idleSince: SampleJournal.date(10_000), keeping: []) == 1)
            try await store.append([entry(0), entry(1)], to: "new")
            #expect(try await store.entries(of: "new", from: 0) == [entry(0), entry(1)])
            #expect(try await store.entries(of: "old", from: 0).isEmpty)
        }
    }

    @Test("a store of format 1 is brought to format 2 when opened, its journals kept; a read-only store refuses it")
    func formatOneIsUpgraded() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("sessions.sqlite")
            let kept = SampleJournal.taps(from: 0, count: 3)
            let queue = try DatabaseQueue(path: path)
            try await queue.write { db in
                // The layout of format 1, as wfs wrote it before recent_entries.
                try db.execute(
                    sql: """
                        PRAGMA application_id = \(0x5746_534A);
                        CREATE TABLE wfs_store (key TEXT PRIMARY KEY NOT NULL, value NOT NULL) WITHOUT ROWID;
                        INSERT INTO wfs_store (key, value) VALUES ('format', 1);
                        CREATE TABLE sessions (id TEXT PRIMARY KEY NOT NULL, last_date REAL NOT NULL) WITHOUT ROWID;
                        CREATE TABLE entries (
                            session TEXT NOT NULL, sequence INTEGER NOT NULL, body BLOB NOT NULL,
                            PRIMARY KEY (session, sequence)
                        ) WITHOUT ROWID;
                        """)
                for entry in kept {
                    try db.execute(
                        sql: "INSERT INTO entries (session, sequence, body) VALUES ('s1', ?, ?)",
                        arguments: [entry.sequence, entry.encoded()])
                }
                try db.execute(
                    sql: "INSERT INTO sessions (id, last_date) VALUES ('s1', ?)",
                    arguments: [kept[2].date.timeIntervalSince1970])
            }
            try queue.close()

            let readOnly = await storeError { _ = try SQLiteSessionStore(path: path, options: .init(readOnly: true)) }
            #expect(readOnly?.kind == .unavailable)
            #expect(readOnly?.message.contains("\(path) is a store of format 1") == true, "\(readOnly?.message ?? "")")
            #expect(readOnly?.message.contains("open it once with write access") == true)

            do {
                let store = try SQLiteSessionStore(path: path)
                defer { store.close() }
                #expect(try await store.entries(of: "s1", from: 0) == kept)
                await #expect(throws: SessionStoreError.self) {
                    try await store.append(SampleJournal.taps(from: 2, count: 1), to: "s1")
                }
                try await store.append(SampleJournal.taps(from: 3, count: 2), to: "s1")
                #expect(try await store.entries(of: "s1", from: 0) == SampleJournal.taps(from: 0, count: 5))
                #expect(try await store.sessionCount() == 1)
            }
            let upgraded = try DatabaseQueue(path: path)
            defer { try? upgraded.close() }
            let format = try await upgraded.read { db in
                try Int.fetchOne(db, sql: "SELECT value FROM wfs_store WHERE key = 'format'")
            }
            #expect(format == 2)
            #expect(try await Self.rowCounts(at: path) == (entries: 3, recent: 2))
        }
    }
}
