import Foundation
import GRDB
import Testing
import WorkflowRuntime
import WorkflowStoreSQLite

@Suite("SQLite session store")
struct SQLiteSessionStoreTests {
    /// Makes a store at `path` whose database itself refuses entry 7, as a full disk would refuse the last page.
    static func makeStoreRefusingEntrySeven(at path: String) async throws {
        try SQLiteSessionStore(path: path).close()
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER refuse_seven BEFORE INSERT ON recent_entries WHEN NEW.sequence = 7
                    BEGIN SELECT RAISE(ABORT, 'entry seven refused'); END
                    """)
        }
        try queue.close()
    }

    @Test("entries of every kind come back unchanged after the store is closed and opened again")
    func roundTripThroughReopenedStore() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("sessions.sqlite")
            let store = try SQLiteSessionStore(path: path)
            #expect(store.path == path)
            try await store.append(Array(SampleJournal.everyKind.prefix(3)), to: "s1")
            try await store.append(Array(SampleJournal.everyKind.dropFirst(3)), to: "s1")
            try await store.append(SampleJournal.taps(from: 0, count: 2), to: "s2")
            #expect(try await store.entries(of: "s1", from: 0) == SampleJournal.everyKind)
            #expect(store.fileSize() > 0)
            store.close()

            let reopened = try SQLiteSessionStore(path: path)
            defer { reopened.close() }
            #expect(try await reopened.entries(of: "s1", from: 0) == SampleJournal.everyKind)
            #expect(try await reopened.entries(of: "s2", from: 0) == SampleJournal.taps(from: 0, count: 2))
            #expect(try await reopened.sessionCount() == 2)
        }
    }

    @Test("entries are read from a sequence on, and an unknown session has none")
    func entriesFromSequence() async throws {
        try await TemporaryFolder.with { folder in
            let store = try SQLiteSessionStore(path: folder.path("sessions.sqlite"))
            defer { store.close() }
            try await store.append(SampleJournal.everyKind, to: "s1")
            #expect(try await store.entries(of: "s1", from: 5) == Array(SampleJournal.everyKind.dropFirst(5)))
            #expect(try await store.entries(of: "s1", from: 99).isEmpty)
            #expect(try await store.entries(of: "nobody", from: 0).isEmpty)
            try await store.append([], to: "empty")
            #expect(try await store.sessionCount() == 1)
        }
    }

    @Test("an append that does not follow the journal is refused with outOfOrder and changes nothing")
    func outOfOrder() async throws {
        try await TemporaryFolder.with { folder in
            let store = try SQLiteSessionStore(path: folder.path("sessions.sqlite"))
            defer { store.close() }
            let kept = SampleJournal.taps(from: 0, count: 3)
            try await store.append(kept, to: "s1")

            let refusals: [(String, [JournalEntry])] = [
                ("a gap", SampleJournal.taps(from: 4, count: 2)),
                ("a repeat", SampleJournal.taps(from: 2, count: 2)),
                ("from the start again", SampleJournal.taps(from: 0, count: 1)),
                (
                    "a gap inside the append",
                    SampleJournal.taps(from: 3, count: 1) + SampleJournal.taps(from: 5, count: 1)
                ),
                (
                    "a repeat inside the append",
                    SampleJournal.taps(from: 3, count: 1) + SampleJournal.taps(from: 3, count: 1)
                ),
            ]
            for (what, entries) in refusals {
                let error = await storeError { try await store.append(entries, to: "s1") }
                #expect(error?.kind == .outOfOrder, "\(what)")
                #expect(error?.message.contains("s1") == true, "\(what): \(error?.message ?? "")")
                #expect(try await store.entries(of: "s1", from: 0) == kept, "\(what) changed the journal")
            }
            let late = await storeError { try await store.append(SampleJournal.taps(from: 1, count: 2), to: "new") }
            #expect(late?.kind == .outOfOrder)
            #expect(try await store.entries(of: "new", from: 0).isEmpty)
            #expect(try await store.sessionCount() == 1)

            try await store.append(SampleJournal.taps(from: 3, count: 2), to: "s1")
            #expect(try await store.entries(of: "s1", from: 0) == SampleJournal.taps(from: 0, count: 5))
        }
    }

    @Test("an append is one transaction: when its last entry fails to be written, none of it is kept")
    func appendIsOneTransaction() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("sessions.sqlite")
            try await Self.makeStoreRefusingEntrySeven(at: path)

            let store = try SQLiteSessionStore(path: path)
            defer { store.close() }
            let whole = await storeError { try await store.append(SampleJournal.taps(from: 0, count: 8), to: "s1") }
            #expect(whole?.kind == .unavailable)
            #expect(whole?.message.contains(path) == true)
            #expect(whole?.message.contains("entry seven refused") == true)
            #expect(try await store.entries(of: "s1", from: 0).isEmpty)
            #expect(try await store.sessionCount() == 0)

            try await store.append(SampleJournal.taps(from: 0, count: 3), to: "s1")
            let tail = await storeError { try await store.append(SampleJournal.taps(from: 3, count: 5), to: "s1") }
            #expect(tail?.kind == .unavailable)
            #expect(try await store.entries(of: "s1", from: 0) == SampleJournal.taps(from: 0, count: 3))
            // The session's count did not move either: entry 3 is still the one expected.
            try await store.append(SampleJournal.taps(from: 3, count: 4), to: "s1")
            #expect(try await store.entries(of: "s1", from: 0).count == 7)
        }
    }

    @Test("idle sessions are deleted by the date of their newest entry, but those kept in use")
    func deleteIdleSessions() async throws {
        try await TemporaryFolder.with { folder in
            let store = try SQLiteSessionStore(path: folder.path("sessions.sqlite"))
            defer { store.close() }
            try await store.append(SampleJournal.taps(from: 0, count: 2, second: 100), to: "old")
            try await store.append(SampleJournal.taps(from: 0, count: 2, second: 200), to: "middle")
            // Started first, but its newest entry is the latest of all.
            try await store.append(SampleJournal.taps(from: 0, count: 1, second: 50), to: "busy")
            try await store.append(SampleJournal.taps(from: 1, count: 1, second: 300), to: "busy")

            // "middle" is in use in memory although it recorded nothing lately.
            #expect(try await store.deleteSessions(idleSince: SampleJournal.date(250), keeping: ["middle"]) == 1)
            #expect(try await store.entries(of: "middle", from: 0).count == 2)
            #expect(try await store.deleteSessions(idleSince: SampleJournal.date(250), keeping: []) == 1)
            #expect(try await store.sessionCount() == 1)
            #expect(try await store.entries(of: "old", from: 0).isEmpty)
            #expect(try await store.entries(of: "middle", from: 0).isEmpty)
            #expect(try await store.entries(of: "busy", from: 0).count == 2)
            #expect(try await store.deleteSessions(idleSince: SampleJournal.date(250), keeping: []) == 0)

            // A deleted session starts again from 0.
            try await store.append(SampleJournal.taps(from: 0, count: 1), to: "old")
            try await store.delete("busy")
            try await store.delete("never there")
            #expect(try await store.entries(of: "busy", from: 0).isEmpty)
            #expect(try await store.sessionCount() == 1)
        }
    }

    @Test("an entry that cannot be read is reported with its session, its sequence and the file")
    func unreadableEntry() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("sessions.sqlite")
            let store = try SQLiteSessionStore(path: path)
            try await store.append(SampleJournal.taps(from: 0, count: 4), to: "s1")
            store.close()
            let queue = try DatabaseQueue(path: path)
            try await queue.write { db in
                try db.execute(sql: "UPDATE recent_entries SET body = X'7B7D' WHERE session = 's1' AND sequence = 2")
            }
            try queue.close()

            let reopened = try SQLiteSessionStore(path: path)
            defer { reopened.close() }
            let error = await storeError { _ = try await reopened.entries(of: "s1", from: 0) }
            #expect(error?.kind == .unreadableEntry)
            #expect(error?.message.contains("entry 2 of session s1 in \(path)") == true, "\(error?.message ?? "")")
            #expect(try await reopened.entries(of: "s1", from: 3) == SampleJournal.taps(from: 3, count: 1))
        }
    }

    @Test("a new store makes its folder and a file with wfs's application id, format 2, in WAL mode")
    func fileLayout() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("deeper/still/sessions.sqlite")
            try SQLiteSessionStore(path: path).close()
            let queue = try DatabaseQueue(path: path)
            defer { try? queue.close() }
            let (application, journalMode, format, tables) = try await queue.read { db in
                (
                    try Int.fetchOne(db, sql: "PRAGMA application_id"),
                    try String.fetchOne(db, sql: "PRAGMA journal_mode"),
                    try Int.fetchOne(db, sql: "SELECT value FROM wfs_store WHERE key = 'format'"),
                    try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
                )
            }
            #expect(application == 0x5746_534A)
            #expect(journalMode == "wal")
            #expect(format == 2)
            #expect(tables == ["entries", "recent_entries", "sessions", "wfs_store"])
            #expect(FileManager.default.fileExists(atPath: path + ".lock"))
        }
    }

    @Test("appends to many sessions at once all land")
    func concurrentAppends() async throws {
        try await TemporaryFolder.with { folder in
            let store = try SQLiteSessionStore(path: folder.path("sessions.sqlite"))
            defer { store.close() }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for session in 0..<16 {
                    group.addTask {
                        for step in 0..<10 {
                            try await store.append(SampleJournal.taps(from: step, count: 1), to: "s\(session)")
                        }
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await store.sessionCount() == 16)
            for session in 0..<16 {
                #expect(try await store.entries(of: "s\(session)", from: 0) == SampleJournal.taps(from: 0, count: 10))
            }
        }
    }

    @Test("appends that arrive together share a commit, yet each is kept or refused on its own")
    func groupCommitKeepsAppendsApart() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("sessions.sqlite")
            try await Self.makeStoreRefusingEntrySeven(at: path)
            let store = try SQLiteSessionStore(path: path)
            defer { store.close() }
            // 40 appends at once: the good ones have entries 0 to 5, the bad ones 0 to 7 (7 is refused).
            let refused = try await withThrowingTaskGroup(of: SessionStoreError?.self) { group in
                for index in 0..<40 {
                    group.addTask {
                        let count = index.isMultiple(of: 4) ? 8 : 6
                        do throws(SessionStoreError) {
                            try await store.append(SampleJournal.taps(from: 0, count: count), to: "s\(index)")
                            return nil
                        } catch {
                            return error
                        }
                    }
                }
                var refused: [SessionStoreError] = []
                for try await error in group { if let error { refused.append(error) } }
                return refused
            }
            #expect(refused.count == 10)
            #expect(refused.allSatisfy { $0.kind == .unavailable && $0.message.contains("entry seven refused") })
            for index in 0..<40 {
                let kept = try await store.entries(of: "s\(index)", from: 0)
                #expect(kept == (index.isMultiple(of: 4) ? [] : SampleJournal.taps(from: 0, count: 6)), "session s\(index)")
            }
            #expect(try await store.sessionCount() == 30)
            // What the store remembers of each journal's tail follows what was kept, not what was tried.
            try await store.append(SampleJournal.taps(from: 0, count: 6), to: "s0")
            await #expect(throws: SessionStoreError.self) {
                try await store.append(SampleJournal.taps(from: 7, count: 1), to: "s1")
            }
            try await store.append(SampleJournal.taps(from: 6, count: 1), to: "s1")
            try await store.delete("s2")
            try await store.append(SampleJournal.taps(from: 0, count: 1), to: "s2")
            #expect(try await store.entries(of: "s0", from: 0) == SampleJournal.taps(from: 0, count: 6))
            #expect(try await store.entries(of: "s1", from: 0) == SampleJournal.taps(from: 0, count: 7))
            #expect(try await store.entries(of: "s2", from: 0) == SampleJournal.taps(from: 0, count: 1))
        }
    }

    @Test("Appends out of order in one round are refused alone, and a reopened store checks against the file")
    func outOfOrderInARound() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("sessions.sqlite")
            do {
                let store = try SQLiteSessionStore(path: path)
                defer { store.close() }
                let outcomes = try await withThrowingTaskGroup(of: (Int, SessionStoreError?).self) { group in
                    for index in 0..<20 {
                        group.addTask {
                            // Every third starts at 1, which no journal can.
                            let first = index.isMultiple(of: 3) ? 1 : 0
                            do throws(SessionStoreError) {
                                try await store.append(SampleJournal.taps(from: first, count: 3), to: "s\(index)")
                                return (index, nil)
                            } catch {
                                return (index, error)
                            }
                        }
                    }
                    var outcomes: [Int: SessionStoreError?] = [:]
                    for try await (index, error) in group { outcomes[index] = error }
                    return outcomes
                }
                for index in 0..<20 {
                    let error = outcomes[index] ?? nil
                    #expect((error?.kind == .outOfOrder) == index.isMultiple(of: 3), "session s\(index): \(String(describing: error))")
                }
            }
            let reopened = try SQLiteSessionStore(path: path)
            defer { reopened.close() }
            await #expect(throws: SessionStoreError.self) {
                try await reopened.append(SampleJournal.taps(from: 2, count: 1), to: "s1")
            }
            try await reopened.append(SampleJournal.taps(from: 3, count: 2), to: "s1")
            #expect(try await reopened.entries(of: "s1", from: 0) == SampleJournal.taps(from: 0, count: 5))
            #expect(try await reopened.sessionCount() == 13)
        }
    }
}
