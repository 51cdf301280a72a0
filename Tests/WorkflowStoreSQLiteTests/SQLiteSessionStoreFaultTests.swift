import Foundation
import GRDB
import Testing
import WorkflowRuntime
import WorkflowStoreSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("SQLite session store faults")
struct SQLiteSessionStoreFaultTests {
    @Test("a text file is not a store, and is left as it was")
    func textFile() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("notes.txt")
            let text = Data("these are my notes, not a database\n".utf8)
            try text.write(to: URL(fileURLWithPath: path))
            let error = await storeError { _ = try SQLiteSessionStore(path: path) }
            #expect(error?.kind == .notAStore)
            #expect(error?.message.contains(path) == true)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == text)
            #expect(!FileManager.default.fileExists(atPath: path + ".lock"), "no lock file is left beside it")
        }
    }

    @Test("another program's SQLite database is not a store, and its journal mode is left as it was")
    func foreignDatabase() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("photos.sqlite")
            let queue = try DatabaseQueue(path: path)
            try await queue.write { db in
                try db.execute(
                    sql:
                        "CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO photos (name) VALUES ('cat')"
                )
            }
            try queue.close()

            let error = await storeError { _ = try SQLiteSessionStore(path: path) }
            #expect(error?.kind == .notAStore)
            #expect(error?.message.contains(path) == true)
            #expect(error?.message.contains("photos") == true, "\(error?.message ?? "")")
            let again = try DatabaseQueue(path: path)
            defer { try? again.close() }
            let (journalMode, photos) = try await again.read { db in
                (
                    try String.fetchOne(db, sql: "PRAGMA journal_mode"),
                    try Int.fetchOne(db, sql: "SELECT count(*) FROM photos")
                )
            }
            #expect(journalMode == "delete")
            #expect(photos == 1)
        }
    }

    @Test("a database with another program's application id is not a store")
    func foreignApplicationID() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("other.sqlite")
            let queue = try DatabaseQueue(path: path)
            try await queue.write { db in try db.execute(sql: "PRAGMA application_id = 42") }
            try queue.close()
            let error = await storeError { _ = try SQLiteSessionStore(path: path) }
            #expect(error?.kind == .notAStore)
            #expect(error?.message.contains("application_id is 42") == true, "\(error?.message ?? "")")
        }
    }

    @Test("a store of a newer format is refused, saying so, and left as it was")
    func newerFormat() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("sessions.sqlite")
            let store = try SQLiteSessionStore(path: path)
            try await store.append(SampleJournal.taps(from: 0, count: 2), to: "s1")
            store.close()
            let queue = try DatabaseQueue(path: path)
            try await queue.write { db in try db.execute(sql: "UPDATE wfs_store SET value = 3 WHERE key = 'format'") }
            try queue.close()

            let error = await storeError { _ = try SQLiteSessionStore(path: path) }
            #expect(error?.kind == .notAStore)
            #expect(error?.message.contains(path) == true)
            #expect(error?.message.contains("newer wfs (store format 3") == true, "\(error?.message ?? "")")
        }
    }

    @Test("a store opened read-only refuses changes with unavailable, and its journal stays as it was")
    func readOnlyStore() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("sessions.sqlite")
            let writer = try SQLiteSessionStore(path: path)
            try await writer.append(SampleJournal.everyKind, to: "s1")
            writer.close()

            let reader = try SQLiteSessionStore(path: path, options: .init(readOnly: true))
            #expect(try await reader.entries(of: "s1", from: 0) == SampleJournal.everyKind)
            let next = JournalEntry(
                sequence: SampleJournal.everyKind.count, date: SampleJournal.date(99), record: .event(.back))
            let append = await storeError { try await reader.append([next], to: "s1") }
            #expect(append?.kind == .unavailable)
            #expect(append?.message.contains(path) == true)
            #expect(append?.message.contains("read-only") == true, "\(append?.message ?? "")")
            let delete = await storeError { try await reader.delete("s1") }
            #expect(delete?.kind == .unavailable)
            let idle = await storeError { _ = try await reader.deleteSessions(idleSince: .distantFuture, keeping: []) }
            #expect(idle?.kind == .unavailable)
            #expect(try await reader.entries(of: "s1", from: 0) == SampleJournal.everyKind)
            reader.close()

            let reopened = try SQLiteSessionStore(path: path)
            defer { reopened.close() }
            #expect(try await reopened.entries(of: "s1", from: 0) == SampleJournal.everyKind)
            try await reopened.append([next], to: "s1")
        }
    }

    @Test(
        "a database file without write permission is unavailable at once, and left as it was",
        .enabled(if: geteuid() != 0, "root writes to files without write permission; readOnlyStore covers root")
    )
    func writeProtectedFile() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("sessions.sqlite")
            let writer = try SQLiteSessionStore(path: path)
            try await writer.append(SampleJournal.taps(from: 0, count: 2), to: "s1")
            writer.close()
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)

            let error = await storeError { _ = try SQLiteSessionStore(path: path) }
            #expect(error?.kind == .unavailable)
            #expect(error?.message.contains("\(path) is read-only") == true, "\(error?.message ?? "")")
            // SQLite made no read-only side files that would keep the store unwritable afterwards.
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
            #expect(!FileManager.default.fileExists(atPath: path + "-shm"))

            let reader = try SQLiteSessionStore(path: path, options: .init(readOnly: true))
            #expect(try await reader.entries(of: "s1", from: 0) == SampleJournal.taps(from: 0, count: 2))
            reader.close()
            for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) {
                try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file)
            }
            let store = try SQLiteSessionStore(path: path)
            defer { store.close() }
            try await store.append(SampleJournal.taps(from: 2, count: 1), to: "s1")
            #expect(try await store.entries(of: "s1", from: 0) == SampleJournal.taps(from: 0, count: 3))
        }
    }

    @Test(
        "a store in a folder without write permission is unavailable, naming the file",
        .enabled(if: geteuid() != 0, "root writes to folders without write permission; readOnlyStore covers root")
    )
    func writeProtectedFolder() async throws {
        try await TemporaryFolder.with { folder in
            let storeFolder = folder.path("store")
            let path = storeFolder + "/sessions.sqlite"
            let writer = try SQLiteSessionStore(path: path)
            try await writer.append(SampleJournal.taps(from: 0, count: 2), to: "s1")
            writer.close()
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: storeFolder)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: storeFolder) }

            // SQLite cannot make its write-ahead log there: the store fails at init or at the first append.
            let error = await storeError {
                let store = try SQLiteSessionStore(path: path)
                defer { store.close() }
                try await store.append(SampleJournal.taps(from: 2, count: 1), to: "s1")
            }
            #expect(error?.kind == .unavailable)
            #expect(error?.message.contains(path) == true, "\(error?.message ?? "")")
        }
    }

    @Test("a full store refuses the append that does not fit with unavailable, and keeps the journal before it")
    func fullStore() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("sessions.sqlite")
            let store = try SQLiteSessionStore(path: path, options: .init(maximumSize: 64 * 1024))
            let text = String(repeating: "a long text typed into a field ", count: 100)
            var kept: [JournalEntry] = []
            var refusal: SessionStoreError?
            for sequence in 0..<200 {
                let entry = JournalEntry(
                    sequence: sequence, date: SampleJournal.date(sequence),
                    record: sequence == 0
                        ? .start(JournalStart(schemaIdentity: "x")) : .event(.enterText("f", text: text)))
                do {
                    try await store.append([entry], to: "s1")
                    kept.append(entry)
                } catch let error as SessionStoreError {
                    refusal = error
                    break
                }
            }
            #expect(refusal?.kind == .full)
            #expect(refusal?.message.contains(path) == true)
            #expect(refusal?.message.contains("full") == true, "\(refusal?.message ?? "")")
            #expect(kept.count > 1)
            #expect(try await store.entries(of: "s1", from: 0) == kept)
            store.close()

            let roomier = try SQLiteSessionStore(path: path)
            defer { roomier.close() }
            #expect(try await roomier.entries(of: "s1", from: 0) == kept)
            try await roomier.append(SampleJournal.taps(from: kept.count, count: 1), to: "s1")
        }
    }

    @Test("a store whose folder cannot be made is unavailable at once, naming the file")
    func folderIsAFile() async throws {
        try await TemporaryFolder.with { folder in
            try Data("x".utf8).write(to: folder.url.appendingPathComponent("taken"))
            let path = folder.path("taken/sessions.sqlite")
            let error = await storeError { _ = try SQLiteSessionStore(path: path) }
            #expect(error?.kind == .unavailable)
            #expect(error?.message.contains(path) == true, "\(error?.message ?? "")")

            let deeper = folder.path("taken/more/sessions.sqlite")
            let deeperError = await storeError { _ = try SQLiteSessionStore(path: deeper) }
            #expect(deeperError?.kind == .unavailable)
            #expect(deeperError?.message.contains(deeper) == true, "\(deeperError?.message ?? "")")
        }
    }

    @Test("a read-only store of a missing file is unavailable, and nothing is created")
    func readOnlyMissingFile() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("missing/sessions.sqlite")
            let error = await storeError { _ = try SQLiteSessionStore(path: path, options: .init(readOnly: true)) }
            #expect(error?.kind == .unavailable)
            #expect(error?.message.contains(path) == true)
            #expect(!FileManager.default.fileExists(atPath: folder.path("missing")))
        }
    }

    @Test("a second store on the same file in this process is refused with inUse until the first is closed")
    func secondStoreInThisProcess() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("sessions.sqlite")
            let first = try SQLiteSessionStore(path: path)
            try await first.append(SampleJournal.taps(from: 0, count: 1), to: "s1")
            let error = await storeError { _ = try SQLiteSessionStore(path: path) }
            #expect(error?.kind == .inUse)
            #expect(error?.message.contains(path) == true)
            #expect(error?.message.contains("pid \(getpid())") == true, "\(error?.message ?? "")")
            // The refused store did not disturb the first.
            try await first.append(SampleJournal.taps(from: 1, count: 1), to: "s1")
            first.close()

            let closedError = await storeError { _ = try await first.sessionCount() }
            #expect(closedError?.kind == .unavailable)
            // Appends after the close are refused, one after another: a refused round does not stop the next.
            for sequence in 2..<4 {
                let appendError = await storeError { try await first.append(SampleJournal.taps(from: sequence, count: 1), to: "s1") }
                #expect(appendError?.kind == .unavailable)
                #expect(appendError?.message.contains("closed") == true, "\(appendError?.message ?? "")")
            }

            var second: SQLiteSessionStore? = try SQLiteSessionStore(path: path)
            #expect(try await second?.entries(of: "s1", from: 0) == SampleJournal.taps(from: 0, count: 2))
            // A store let go of without `close()` gives the file up as well.
            second = nil
            let third = try SQLiteSessionStore(path: path)
            third.close()
        }
    }

    @Test(
        "a store held by another process is refused with inUse and its pid, until that process ends",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock"), "needs util-linux flock"),
        .timeLimit(.minutes(5))
    )
    func storeOfAnotherProcess() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("sessions.sqlite")
            try SQLiteSessionStore(path: path).close()
            let lockPath = path + ".lock"
            // flock(1) takes the same flock(2) lock as a store, then its child writes its pid as a store does.
            // It holds the lock until the test kills it (the sleep only bounds a test that was itself killed):
            // under the thread sanitizer, a test task can wait half a minute for a thread.
            let holder = Process()
            holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
            holder.arguments = ["-n", "-o", lockPath, "/bin/sh", "-c", "echo $$ > \"$0\"; exec sleep 900", lockPath]
            try holder.run()
            var childPID: Int32?
            // Up to two minutes: under the thread sanitizer on a busy machine a process takes seconds to start.
            let started = ContinuousClock.now
            while childPID == nil, ContinuousClock.now - started < .seconds(120) {
                let text = (try? String(contentsOfFile: lockPath, encoding: .utf8)) ?? ""
                childPID = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
                if childPID == nil {
                    if !holder.isRunning { break }  // flock could not take the lock
                    try await Task.sleep(for: .milliseconds(10))
                }
            }
            var holding = true
            defer {
                if holding {
                    if let childPID { kill(childPID, SIGKILL) }
                    kill(holder.processIdentifier, SIGKILL)
                    holder.waitUntilExit()
                }
            }
            let pid = try #require(childPID, "the other process did not take the lock")

            // The pid is written once the lock is held; should a busy machine still let a store in
            // first (seen once under the thread sanitizer), it is closed and the look is repeated.
            var error: SessionStoreError?
            let looked = ContinuousClock.now
            while error?.kind != .inUse, ContinuousClock.now - looked < .seconds(120) {
                #expect(holder.isRunning, "the process holding the lock ended before the test looked")
                do {
                    try SQLiteSessionStore(path: path).close()
                    try await Task.sleep(for: .milliseconds(100))
                } catch let refused as SessionStoreError {
                    error = refused
                }
            }
            #expect(error?.kind == .inUse)
            #expect(
                error?.message
                    == "another wfs serve (pid \(pid)) uses \(path); stop it or give this one its own --store")

            // SIGKILL: a child of the test process may inherit SIGTERM blocked.
            kill(pid, SIGKILL)
            holder.waitUntilExit()
            holding = false
            let store = try SQLiteSessionStore(path: path)
            store.close()
        }
    }
}

@Suite("SQLite session store files are their owner's only")
struct SQLiteStoreFileModeTests {
    /// The permission bits of `path`.
    private func mode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.posixPermissions] as? NSNumber).intValue & 0o777
    }

    @Test("a new store, its log and its lock file are 0600 and a folder it makes 0700, whatever the umask")
    func newFilesArePrivate() async throws {
        try await TemporaryFolder.with { folder in
            let previous = umask(0)
            defer { umask(previous) }
            let path = folder.path("state/sessions.sqlite")
            let store = try SQLiteSessionStore(path: path)
            defer { store.close() }
            try await store.append(SampleJournal.taps(from: 0, count: 3), to: "s1")
            #expect(try mode(folder.path("state")) == 0o700)
            for file in [path, path + "-wal", path + ".lock"] where FileManager.default.fileExists(atPath: file) {
                #expect(try mode(file) == 0o600, "\(file)")
            }
            #expect(FileManager.default.fileExists(atPath: path + "-wal"), "the log exists and was checked")
            #expect(store.exposedFiles().isEmpty)
        }
    }

    @Test("an existing store that others can read is listed with its mode, for the server's warning")
    func exposedStoreIsListed() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("sessions.sqlite")
            do {
                let store = try SQLiteSessionStore(path: path)
                store.close()
            }
            chmod(path, 0o644)
            let store = try SQLiteSessionStore(path: path)
            defer { store.close() }
            let exposed = store.exposedFiles()
            #expect(exposed.contains { $0.path == path && $0.mode == 0o644 }, "\(exposed)")
        }
    }

    @Test("the room check says when the disk keeps less than the store needs, and when its size limit is reached")
    func roomCheck() async throws {
        try await TemporaryFolder.with { folder in
            let roomy = try SQLiteSessionStore(path: folder.path("roomy.sqlite"), options: .init(minimumFreeBytes: 1))
            #expect(roomy.capacityProblem() == nil)
            roomy.close()
            let cramped = try SQLiteSessionStore(
                path: folder.path("cramped.sqlite"), options: .init(minimumFreeBytes: Int.max / 2))
            let problem = cramped.capacityProblem()
            #expect(problem?.contains("free, less than") == true, "\(problem ?? "nil")")
            cramped.close()
            let limited = try SQLiteSessionStore(
                path: folder.path("limited.sqlite"), options: .init(maximumSize: 1, minimumFreeBytes: 1))
            #expect(limited.capacityProblem()?.contains("size limit") == true)
            limited.close()
        }
    }

    @Test("a store at its size limit has room again once sessions are deleted, though its file never shrinks")
    func roomComesBack() async throws {
        try await TemporaryFolder.with { folder in
            let path = folder.path("limited.sqlite")
            let store = try SQLiteSessionStore(path: path, options: .init(maximumSize: 256 * 1024, minimumFreeBytes: 1))
            defer { store.close() }
            let text = String(repeating: "x", count: 4_000)
            var session = 0
            // Until SQLite refuses an append for lack of room.
            var full = false
            while !full, session < 200 {
                let entries = (0..<8).map { sequence in
                    JournalEntry(
                        sequence: sequence, date: SampleJournal.date(sequence),
                        record: sequence == 0
                            ? .start(JournalStart(schemaIdentity: "x")) : .event(.enterText("f", text: text)))
                }
                do {
                    try await store.append(entries, to: "s\(session)")
                    session += 1
                } catch let refused as SessionStoreError {
                    #expect(refused.kind == .full)
                    full = true
                }
            }
            #expect(full, "never full after \(session) sessions")
            // The room check looks at most once a second.
            try await Task.sleep(for: .milliseconds(1_100))
            #expect(store.capacityProblem()?.contains("size limit") == true)
            let fileBefore = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
            for number in 0..<session { try await store.delete("s\(number)") }
            try await Task.sleep(for: .milliseconds(1_100))
            #expect(store.capacityProblem() == nil, "the freed pages are room")
            try await store.append(SampleJournal.taps(from: 0, count: 3), to: "again")
            let fileAfter = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
            #expect(fileAfter == fileBefore, "the file itself kept its size")
        }
    }
}
