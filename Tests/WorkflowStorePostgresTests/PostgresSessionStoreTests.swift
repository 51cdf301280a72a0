import Foundation
import Logging
import PostgresNIO
import Testing
import WorkflowRuntime
import WorkflowTestSupport

@testable import WorkflowStorePostgres

/// The server `scripts/with-postgres` started, or nil: these tests need one.
let testServer = ProcessInfo.processInfo.environment["WFS_TEST_POSTGRES_URL"]

/// A database of its own for one test on the test server, dropped afterwards; `body` gets its address.
func withDatabase(_ body: (String) async throws -> Void) async throws {
    let server = try #require(testServer)
    let name = "wfs_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16))"
    let admin = try #require(URLComponents(string: server))
    let client = PostgresClient(
        configuration: .init(
            host: admin.host ?? "127.0.0.1", port: admin.port ?? 5432, username: admin.user ?? "wfs", password: nil,
            database: "wfs_test", tls: .disable))
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { await client.run() }
        try await client.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"))
        var address = admin
        address.path = "/\(name)"
        do {
            try await body(try #require(address.string))
        } catch {
            _ = try? await client.query(PostgresQuery(unsafeSQL: "DROP DATABASE \(name) WITH (FORCE)"))
            group.cancelAll()
            throw error
        }
        try await client.query(PostgresQuery(unsafeSQL: "DROP DATABASE \(name) WITH (FORCE)"))
        group.cancelAll()
    }
}

/// A store on `url`, running and set up for `body`, stopped afterwards.
func withStore<T: Sendable>(_ url: String, _ body: (PostgresSessionStore) async throws -> T) async throws -> T {
    let store = try PostgresSessionStore(url: url)
    return try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { await store.run() }
        defer { group.cancelAll() }
        try await store.prepare()
        return try await body(store)
    }
}

/// `count` entries numbered from `first` (a start for 0, then taps), entry n dated `second + n`.
func taps(from first: Int, count: Int, second: Int = 0, button: String = "b") -> [JournalEntry] {
    (first..<first + count).map {
        JournalEntry(
            sequence: $0, date: Date(timeIntervalSince1970: 1_800_000_000 + Double(second + $0) + 0.25),
            record: $0 == 0
                ? .start(JournalStart(schemaIdentity: "fnv1a64-0000000000000000-0")) : .event(.tap(ElementID(rawValue: button))))
    }
}

/// The `SessionStoreError` that `body` throws, or nil when it throws nothing.
func attempt(_ body: () async throws(SessionStoreError) -> Void) async -> SessionStoreError? {
    do throws(SessionStoreError) {
        try await body()
        return nil
    } catch {
        return error
    }
}

/// The `SessionStoreError` that `body` throws, or nil (an issue is recorded).
func storeError(_ body: () async throws -> Void) async -> SessionStoreError? {
    do {
        try await body()
        Issue.record("expected a SessionStoreError, but nothing was thrown")
    } catch let error as SessionStoreError {
        #expect(!error.message.contains("\n"), "a store's message is one line: \(error.message)")
        return error
    } catch {
        Issue.record("expected a SessionStoreError, got \(error)")
    }
    return nil
}

@Suite(
    "PostgreSQL session store", .enabled(if: testServer != nil, "needs PostgreSQL: scripts/with-postgres swift test"),
    .timeLimit(.minutes(2)))
struct PostgresSessionStoreTests {
    @Test("entries come back as written, from a sequence on, through another store on the same database")
    func roundTrip() async throws {
        try await withDatabase { url in
            let journal = taps(from: 0, count: 6) + [
                JournalEntry(
                    sequence: 6, date: Date(timeIntervalSince1970: 1_800_000_100),
                    record: .event(.enterText("form/name", text: "Zoë \"quoted\"\nline ✓"))),
                JournalEntry(
                    sequence: 7, date: Date(timeIntervalSince1970: 1_800_000_101),
                    record: .reply(JournalReply(ticket: 0, isSuccess: true, name: "success", userInfo: ["n": .number(1.5)]))),
            ]
            try await withStore(url) { store in
                try await store.append(Array(journal.prefix(3)), to: "s1")
                try await store.append(Array(journal.dropFirst(3)), to: "s1")
                try await store.append(taps(from: 0, count: 2), to: "s2")
                #expect(try await store.entries(of: "s1", from: 0) == journal)
                #expect(try await store.entries(of: "s1", from: 5) == Array(journal.dropFirst(5)))
                #expect(try await store.entries(of: "nobody", from: 0).isEmpty)
            }
            let (read, count) = try await withStore(url) { other in
                (try await other.entries(of: "s1", from: 0), try await other.sessionCount())
            }
            #expect(read == journal)
            #expect(count == 2)
        }
    }

    @Test("another store watching the database is told of every session appended to, after the commit, however many")
    func appendsAreTold() async throws {
        try await withDatabase { url in
            try await withStore(url) { watcher in
                let told = try await listening(watcher)
                defer { told.stop() }
                let sessions = (0..<300).map { "s\($0)" }
                try await withStore(url) { writer in
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        for session in sessions {
                            group.addTask { try await writer.append(taps(from: 0, count: 2), to: session) }
                        }
                        try await group.waitForAll()
                    }
                    try await eventually("told of every session's append") { told.sessions.count >= sessions.count }
                    #expect(told.sessions == Set(sessions))
                    // Told after the commit: the entries are there to read.
                    #expect(try await watcher.entries(of: "s299", from: 0).count == 2)
                }
            }
        }
    }

    /// `store` watching appends, once it listens (it says so with nil before any session); stop the
    /// watch with `Told.stop()`.
    func listening(_ store: PostgresSessionStore) async throws -> Told {
        let told = Told()
        told.watch = Task { await store.watchAppends { session in told.add(session) } }
        try await eventually("the store listens") { told.sawListening }
        return told
    }

    /// What `watchAppends` reported.
    final class Told: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: Set<String> = []
        private var listening = false
        /// The watch under way.
        var watch: Task<Void, Never>?

        func stop() { watch?.cancel() }

        func add(_ session: String?) {
            lock.withLock {
                if let session { seen.insert(session) } else { listening = true }
            }
        }

        var sessions: Set<String> { lock.withLock { seen } }
        var sawListening: Bool { lock.withLock { listening } }
    }

    @Test("an append that does not follow the journal is refused with outOfOrder and changes nothing")
    func outOfOrder() async throws {
        try await withDatabase { url in
            try await withStore(url) { store in
                let notFirst = await storeError { try await store.append(taps(from: 1, count: 1), to: "s1") }
                #expect(notFirst?.kind == .outOfOrder)
                #expect(notFirst?.message == "entry 1 cannot start session s1: its first entry is 0")
                try await store.append(taps(from: 0, count: 3), to: "s1")
                let gap = await storeError { try await store.append(taps(from: 4, count: 1), to: "s1") }
                #expect(gap?.message == "entry 4 does not follow entry 2 of session s1")
                let again = await storeError { try await store.append(taps(from: 2, count: 2), to: "s1") }
                #expect(again?.kind == .outOfOrder)
                #expect(again?.message == "entry 2 of session s1 is already kept: another append came first")
                #expect(try await store.entries(of: "s1", from: 0) == taps(from: 0, count: 3))
            }
        }
    }

    @Test("two servers appending the same entry at once: one is kept, the other refused, 50 times; no gap, no double")
    func raceBetweenInstances() async throws {
        try await withDatabase { url in
            try await withStore(url) { first in
                try await withStore(url) { second in
                    try await first.append(taps(from: 0, count: 1), to: "shared")
                    var winners: [String] = []
                    for sequence in 1...50 {
                        async let a = attempt { () async throws(SessionStoreError) in try await first.append(taps(from: sequence, count: 1, button: "a"), to: "shared") }
                        async let b = attempt { () async throws(SessionStoreError) in try await second.append(taps(from: sequence, count: 1, button: "b"), to: "shared") }
                        let (errorA, errorB) = await (a, b)
                        #expect((errorA == nil) != (errorB == nil), "entry \(sequence): exactly one append is kept")
                        for error in [errorA, errorB].compactMap({ $0 }) { #expect(error.kind == .outOfOrder) }
                        winners.append(errorA == nil ? "a" : "b")
                    }
                    let journal = try await second.entries(of: "shared", from: 0)
                    #expect(journal.map(\.sequence) == Array(0...50))
                    let buttons = journal.dropFirst().map { entry -> String in
                        if case .event(.tap(let id)) = entry.record { return id.rawValue }
                        return "?"
                    }
                    #expect(buttons == winners)
                }
            }
        }
    }

    @Test("appends to many sessions at once share rounds, and each is kept or refused on its own")
    func rounds() async throws {
        try await withDatabase { url in
            try await withStore(url) { store in
                let sessions = (0..<300).map { "s\($0)" }
                try await store.append(taps(from: 0, count: 1), to: "s7")
                let outcomes = await withTaskGroup(of: (String, SessionStoreError?).self) { group in
                    for session in sessions {
                        // s7 already has its entry 0: its append does not follow, and is refused alone.
                        group.addTask { (session, await attempt { () async throws(SessionStoreError) in try await store.append(taps(from: 0, count: 3), to: session) }) }
                    }
                    var outcomes: [String: SessionStoreError?] = [:]
                    for await (session, error) in group { outcomes[session] = error }
                    return outcomes
                }
                #expect(outcomes["s7"]??.kind == .outOfOrder)
                #expect(outcomes["s7"]??.message == "entry 0 of session s7 is already kept: another append came first")
                #expect(outcomes.filter { $0.value != nil }.count == 1)
                #expect(store.appendRounds < 1 + sessions.count, "\(store.appendRounds) statements for \(1 + sessions.count) appends")
                for session in sessions where session != "s7" {
                    #expect(try await store.entries(of: session, from: 0) == taps(from: 0, count: 3))
                }
                #expect(try await store.entries(of: "s7", from: 0) == taps(from: 0, count: 1))
                #expect(try await store.sessionCount() == 300)
            }
        }
    }

    @Test("two servers appending the same entries to 50 sessions at once, in rounds: each entry kept once, by one of them")
    func roundsRace() async throws {
        try await withDatabase { url in
            try await withStore(url) { first in
                try await withStore(url) { second in
                    let sessions = (0..<50).map { "s\($0)" }
                    for session in sessions { try await first.append(taps(from: 0, count: 1), to: session) }
                    let outcomes = await withTaskGroup(of: (String, String, SessionStoreError?).self) { group in
                        for session in sessions {
                            for (name, store) in [("a", first), ("b", second)] {
                                group.addTask {
                                    (session, name, await attempt { () async throws(SessionStoreError) in try await store.append(taps(from: 1, count: 2, button: name), to: session) })
                                }
                            }
                        }
                        var outcomes: [String: [String: SessionStoreError?]] = [:]
                        for await (session, name, error) in group { outcomes[session, default: [:]][name] = error }
                        return outcomes
                    }
                    for session in sessions {
                        let kept = outcomes[session, default: [:]].filter { $0.value == nil }.map(\.key)
                        #expect(kept.count == 1, "\(session): \(outcomes[session] ?? [:])")
                        for case let error? in outcomes[session, default: [:]].values { #expect(error.kind == .outOfOrder, "\(error)") }
                        let journal = try await second.entries(of: session, from: 0)
                        #expect(journal.map(\.sequence) == [0, 1, 2])
                        if let winner = kept.first { #expect(Array(journal.dropFirst()) == taps(from: 1, count: 2, button: winner)) }
                    }
                }
            }
        }
    }

    @Test("while it listens, a store reads a journal only when another server may have appended to it")
    func knownTails() async throws {
        try await withDatabase { url in
            try await withStore(url) { mine in
                let told = try await listening(mine)
                defer { told.stop() }
                try await mine.append(taps(from: 0, count: 3), to: "s")
                let before = mine.journalReads
                #expect(try await mine.entriesAsHeard(of: "s", from: 3).isEmpty)
                #expect(mine.journalReads == before, "its own append told it the tail")
                #expect(try await mine.entriesAsHeard(of: "s", from: 2) == Array(taps(from: 0, count: 3).suffix(1)))
                #expect(mine.journalReads == before + 1)
                #expect(try await mine.entries(of: "s", from: 3).isEmpty)
                #expect(mine.journalReads == before + 2, "entries(of:from:) always reads")
                try await mine.append(taps(from: 0, count: 1), to: "own")
                try await withStore(url) { other in
                    // Long enough for PostgreSQL's base64 to break its lines, which the notice leaves out.
                    let other3 = taps(from: 3, count: 2, button: "other " + String(repeating: "long ", count: 40))
                    try await other.append(other3, to: "s")
                    try await eventually("told of the other's append") { told.sessions.contains("s") }
                    #expect(told.sessions == ["s"], "told of the other's append, not of its own")
                    let heard = mine.journalReads
                    #expect(try await mine.entriesAsHeard(of: "s", from: 3) == other3)
                    #expect(mine.journalReads == heard, "the notice carried the entry")
                    #expect(try await mine.entriesAsHeard(of: "s", from: 5).isEmpty)
                    #expect(mine.journalReads == heard)
                    // An append on a tail that another server moved on meanwhile is refused by the database,
                    // and the next look reads.
                    try await other.append(taps(from: 5, count: 1, button: "other"), to: "s")
                    let stale = await storeError { try await mine.append(taps(from: 5, count: 1), to: "s") }
                    #expect(stale?.kind == .outOfOrder)
                    #expect(try await mine.entriesAsHeard(of: "s", from: 5) == taps(from: 5, count: 1, button: "other"))
                }
            }
        }
    }

    @Test("entries too long for a notice are read from the database when used, as the notice names only the session")
    func longEntriesAreRead() async throws {
        try await withDatabase { url in
            try await withStore(url) { mine in
                let told = try await listening(mine)
                defer { told.stop() }
                try await mine.append(taps(from: 0, count: 1), to: "s")
                try await withStore(url) { other in
                    let long = taps(from: 1, count: 1, button: String(repeating: "x", count: PostgresAppendNotice.payloadLimit))
                    try await other.append(long, to: "s")
                    try await eventually("told of the other's append") { told.sessions.contains("s") }
                    let before = mine.journalReads
                    #expect(try await mine.entriesAsHeard(of: "s", from: 1) == long)
                    #expect(mine.journalReads == before + 1)
                }
            }
        }
    }

    @Test("idle sessions are deleted by their newest entry's date, but those kept in use; delete starts a journal over")
    func deleteIdle() async throws {
        try await withDatabase { url in
            try await withStore(url) { store in
                try await store.append(taps(from: 0, count: 2, second: 100), to: "old")
                try await store.append(taps(from: 0, count: 2, second: 200), to: "middle")
                try await store.append(taps(from: 0, count: 1, second: 300), to: "new")
                let cutoff = Date(timeIntervalSince1970: 1_800_000_250)
                #expect(try await store.deleteSessions(idleSince: cutoff, keeping: ["middle"]) == 1)
                #expect(try await store.entries(of: "old", from: 0).isEmpty)
                #expect(try await store.deleteSessions(idleSince: cutoff, keeping: []) == 1)
                #expect(try await store.sessionCount() == 1)
                try await store.delete("new")
                #expect(try await store.entries(of: "new", from: 0).isEmpty)
                try await store.append(taps(from: 0, count: 1), to: "new")
                #expect(try await store.sessionCount() == 1)
            }
        }
    }

    @Test("a database of a newer store format is refused at set-up, saying so")
    func newerFormat() async throws {
        try await withDatabase { url in
            try await withStore(url) { store in try await store.append(taps(from: 0, count: 1), to: "s1") }
            try await execute("UPDATE wfs_store SET value = 2 WHERE key = 'format'", on: url)
            let store = try PostgresSessionStore(url: url)
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await store.run() }
                defer { group.cancelAll() }
                let error = await storeError { try await store.prepare() }
                #expect(error?.kind == .notAStore)
                #expect(error?.message.contains("newer wfs (store format 2") == true, "\(error?.message ?? "")")
            }
        }
    }
}

/// Runs one statement on the database at `url`.
func execute(_ sql: String, on url: String) async throws {
    let address = try #require(URLComponents(string: url))
    let client = PostgresClient(
        configuration: .init(
            host: address.host ?? "127.0.0.1", port: address.port ?? 5432, username: address.user ?? "wfs",
            password: nil, database: String(address.path.dropFirst()), tls: .disable))
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { await client.run() }
        defer { group.cancelAll() }
        try await client.query(PostgresQuery(unsafeSQL: sql))
    }
}

@Suite("PostgreSQL session store without a database")
struct PostgresStoreAddressTests {
    @Test("an address that is not a postgres:// address, or lacks a part, is refused in one line")
    func badAddresses() async {
        for (text, said) in [
            ("mysql://u@h/db", "is not a postgres:// address"), ("postgres://h/db", "names no user"),
            ("postgres://u@h", "names no database"), ("postgres://u@h:70000/db", "the port 70000 is not from 1 to 65535"),
        ] {
            let error = await storeError { _ = try PostgresSessionStore(url: text) }
            #expect(error?.kind == .unavailable)
            #expect(error?.message.contains(said) == true, "\(text): \(error?.message ?? "")")
            #expect(error?.message.contains("postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE") == true)
        }
    }

    @Test("a database nobody listens for is unavailable within the time limit, in one line naming it without its password; then the others wait for one probe no longer")
    func unreachable() async throws {
        let port = Int.random(in: 40_000..<50_000)
        let store = try PostgresSessionStore(url: "postgres://wfs:secret@127.0.0.1:\(port)/nothing")
        #expect(store.displayName == "postgres://wfs@127.0.0.1:\(port)/nothing")
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await store.run() }
            defer { group.cancelAll() }
            let error = await storeError { try await store.append(taps(from: 0, count: 1), to: "s1") }
            #expect(error?.kind == .unavailable)
            #expect(error?.message.hasPrefix("postgres://wfs@127.0.0.1:\(port)/nothing: cannot append to session s1") == true)
            #expect(error?.message.contains("secret") == false, "\(error?.message ?? "")")
            // Now one operation at a time tries the database; the others are refused at once, saying why.
            let probe = Task { await attempt { () async throws(SessionStoreError) in _ = try await store.entries(of: "s1", from: 0) } }
            try await Task.sleep(for: .milliseconds(200))
            let started = ContinuousClock.now
            let again = await storeError { _ = try await store.entries(of: "s1", from: 0) }
            #expect(started.duration(to: .now) < .seconds(1))
            #expect(again?.kind == .unavailable)
            #expect(again?.message.contains("the database does not answer (is PostgreSQL running?)") == true)
            #expect(await probe.value?.message.contains("did not answer within") == true)
        }
    }
}
