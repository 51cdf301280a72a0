#if ServerBenchmarks
import Foundation
import WorkflowRuntime
import WorkflowSchema
import WorkflowStoreSQLite
import WorkflowWeb

/// The session-store entries: a server keeping journals in SQLite against the same server keeping
/// them in memory (wrk, 100 sessions), a restore by replay against applying the same events live,
/// and the bytes a journal entry takes.
enum StoreBenchmarks {
    static let eventsName = "store-events-100-sqlite"
    static let restoreName = "store-restore-per-entry"
    static let bytesName = "store-bytes-per-entry"
    /// SQLite keeps at least two thirds of the in-memory store's rate.
    static let eventsGoal = 1.5
    /// A restore costs at most 1.5 times applying the same events live.
    static let restoreGoal = 1.5
    static let connections = 100
    /// Events in the journal the restore entry replays: toggles and text, as a person's session has.
    static let journalEvents = 1_000

    /// Restore of a journal of `journalEvents` events against making the session and sending them live.
    static func restoreEntries(runner: BenchmarkRunner) async -> [BenchmarkResult] {
        let schema = RuntimeSchemas.load(WebSchema.settings, label: "web-settings")
        let recording = Session(schema: schema)
        await recording.recordJournal(JournalStart(schemaIdentity: "bench"))
        await recording.start()
        let snapshot = await recording.snapshot()
        guard let toggle = snapshot.activeElements.first(where: { $0.name == WebSchema.switchName })?.id,
            let field = snapshot.activeElements.first(where: { $0.kind == .textField })?.id
        else { fail("\(restoreName): the settings screen has no switch or text field") }
        let events: [Event] = (0..<journalEvents).map { index in
            index % 4 == 3 ? .enterText(field, text: "Ann \(index)") : .toggle(toggle)
        }
        for event in events {
            do { try await recording.send(event) } catch { fail("\(restoreName): \(event) was refused: \(error)") }
        }
        let journal = await recording.takeJournalEntries()
        let live = await recording.snapshot()
        let check = Session(schema: schema)
        do { try await check.restore(from: journal) } catch { fail("\(restoreName): the journal does not replay: \(error)") }
        guard await check.snapshot() == live else { fail("\(restoreName): the replay shows another screen") }

        let measurement = await runner.measureAsync(
            value: {
                let session = Session(schema: schema)
                try? await session.restore(from: journal)
                return await session.journalLength
            },
            floor: {
                let session = Session(schema: schema)
                await session.start()
                for event in events { try? await session.send(event) }
                return events.count
            })
        let entries = Double(journal.count)
        let perEntry = measurement.valueNanoseconds / entries
        let livePerEntry = measurement.floorNanoseconds / entries
        let bytes = journal.map { $0.encoded().count }
        let meanBytes = Double(bytes.reduce(0, +)) / entries
        print(
            "  \(restoreName): \(perEntry.reportRounded) ns per entry replayed, \(livePerEntry.reportRounded) ns live "
                + "(\(journal.count) entries); \(bytesName): \(meanBytes.reportRounded) B mean, \(bytes.max() ?? 0) B largest")
        return [
            BenchmarkResult(name: restoreName, value: perEntry, unit: "ns/entry", floor: livePerEntry, goal: restoreGoal),
            BenchmarkResult(name: bytesName, value: meanBytes, unit: "B/entry", floor: 0, goal: nil),
        ]
    }

    /// `wfs-bench --profile store-events-sqlite --iterations SECONDS` (or `store-events-memory`):
    /// one store's server under wrk for that long, for `perf` or a look at each thread's CPU time.
    static let profileNames = [eventsName, "floor-" + eventsName]

    /// Runs a profile of `profileNames`; false for another name.
    static func profile(_ name: String, seconds: Int) -> Bool {
        guard profileNames.contains(name) else { return false }
        guard let wrk = WrkRunner.find() else { fail("\(name): wrk is not installed (Debian: apt-get install wrk)") }
        withServers { servers in
            let served = name == eventsName ? servers.sqlite : servers.memory
            _ = servers.run(wrk, served, seconds: 1)
            print("\(name): \(Int(servers.run(wrk, served, seconds: seconds))) events/s over \(seconds) s")
        }
        return true
    }

    /// Event round trips at `connections` sessions: SQLite store (value) against the in-memory store (floor).
    static func eventsEntry(quick: Bool) -> [BenchmarkResult] {
        guard let wrk = WrkRunner.find() else {
            print("\(eventsName) skipped: wrk is not installed (Debian: apt-get install wrk)")
            return []
        }
        return withServers { servers in
            let seconds = quick ? 2 : 5
            var rates: (disk: [Double], memory: [Double]) = ([], [])
            _ = servers.run(wrk, servers.sqlite, seconds: 1)
            _ = servers.run(wrk, servers.memory, seconds: 1)
            for pair in 0..<3 {
                if pair % 2 == 0 {
                    rates.memory.append(servers.run(wrk, servers.memory, seconds: seconds))
                    rates.disk.append(servers.run(wrk, servers.sqlite, seconds: seconds))
                } else {
                    rates.disk.append(servers.run(wrk, servers.sqlite, seconds: seconds))
                    rates.memory.append(servers.run(wrk, servers.memory, seconds: seconds))
                }
            }
            let disk = median(rates.disk)
            let memory = median(rates.memory)
            print(
                "  \(eventsName): \(Int(disk)) / \(Int(memory)) events/s (SQLite / memory store); runs "
                    + rates.disk.map { String(Int($0)) }.joined(separator: ", ") + " / "
                    + rates.memory.map { String(Int($0)) }.joined(separator: ", ")
                    + "; \(servers.sqliteStore.fileSize() / 1024) KB on disk")
            return [
                BenchmarkResult(
                    name: eventsName, value: disk, unit: "events/s", floor: memory, goal: eventsGoal,
                    ratio: .floorOverValue)
            ]
        }
    }

    /// One server per store, each with `connections` sessions opened and a wrk script that sends their toggles.
    struct Servers {
        struct Served {
            let label: String
            let loopback: LoopbackServer
            let script: URL
        }

        let sqliteStore: SQLiteSessionStore
        let sqlite: Served
        let memory: Served

        /// The rate of one wrk run of `seconds` against `served`; fails on any error answer.
        func run(_ wrk: WrkRunner, _ served: Served, seconds: Int) -> Double {
            let summary = wrk.run(port: served.loopback.port, connections: connections, seconds: seconds, script: served.script)
            guard summary.requests > 0, summary.statusErrors == 0 else {
                fail("\(eventsName): \(served.label): wrk: \(summary.statusErrors) of \(summary.requests) answers were errors")
            }
            return summary.rate
        }
    }

    /// Starts both servers (the SQLite store in a temporary folder), runs `body`, and stops them.
    private static func withServers<T>(_ body: (Servers) -> T) -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wfs-bench-store-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sqlite: SQLiteSessionStore
        do {
            sqlite = try SQLiteSessionStore(path: folder.appendingPathComponent("sessions.sqlite").path)
        } catch {
            fail("\(eventsName): \(error)")
        }
        defer { sqlite.close() }
        let schema = RuntimeSchemas.load(WebSchema.settings, label: "web-settings")
        func served(_ store: any SessionStore, label: String) -> Servers.Served {
            let server = WorkflowWebServer(
                limits: WebBenchmarks.sessionLimits(maximumSessions: 4 * connections),
                cookieName: WebBenchmarks.cookieName, store: store, schemaIdentity: { "bench" }
            ) { Session(schema: schema) }
            let loopback = LoopbackServer(
                label: label, router: server.router(logRequests: false),
                server: server.httpServer(connections: WebBenchmarks.connectionLimits))
            let client = LoopbackHTTPClient(port: loopback.port)
            let sessions = (0..<connections).map { _ in
                BrowserSession.open(client, cookieName: WebBenchmarks.cookieName, switchName: WebSchema.switchName)
                    .session
            }
            guard sessions[0].toggle(client).status == 200 else { fail("\(eventsName): \(label) refused a toggle") }
            let script = folder.appendingPathComponent("\(label.replacingOccurrences(of: " ", with: "-")).lua")
            do {
                try WrkScript(requests: sessions.map(\.wrkRequest)).text.write(to: script, atomically: true, encoding: .utf8)
            } catch {
                fail("cannot write \(script.path): \(error)")
            }
            return Servers.Served(label: label, loopback: loopback, script: script)
        }
        let servers = Servers(
            sqliteStore: sqlite, sqlite: served(sqlite, label: "SQLite store"), memory: served(MemorySessionStore(), label: "memory store"))
        defer {
            servers.sqlite.loopback.stop()
            servers.memory.loopback.stop()
        }
        return body(servers)
    }
}
#endif
