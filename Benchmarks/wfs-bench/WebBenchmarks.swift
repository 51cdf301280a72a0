#if ServerBenchmarks
import Foundation
import Hummingbird
import WorkflowRuntime
import WorkflowSchema
import WorkflowSessionHost
import WorkflowWeb

/// The web entries: `WorkflowWebServer` under `wrk` on loopback, against a bare Hummingbird route
/// (`BareEventRoute`) in the same process, and the memory an idle session holds.
///
/// Every request is a real round trip: `POST /events` toggles a switch in one session and the
/// server answers with the new page (`X-WFS-Fetch: 1`). The harness runs this on the main thread:
/// it blocks (on `wrk`, on its own HTTP client) while both servers run on their own threads.
enum WebBenchmarks {
    /// The connection counts `wrk` runs with; there are as many sessions as connections.
    static let concurrencies = [100, 1_000]
    /// Sessions made for the memory entry (and then used by the runs).
    static let idleSessions = 1_000
    /// The session cookie's name.
    static let cookieName = "wfs_bench"

    /// The throughput goal: the floor's rate at most twice the server's (ratio = floor / value).
    static let throughputGoal = 2.0
    /// The p99 latency goal at 1,000 sessions, in milliseconds.
    static let p99GoalMilliseconds = 20.0
    /// The connection count the p99 goal is for.
    static let p99GoalConcurrency = 1_000
    /// The memory goal per idle session, in KB.
    static let memoryGoalKilobytes = 64.0

    static func eventsName(_ connections: Int) -> String { "web-events-\(connections)" }
    static func p99Name(_ connections: Int) -> String { "web-p99-\(connections)" }
    static let memoryName = "web-idle-session-memory"

    /// How long each `wrk` run lasts and how many floor/value pairs are run per connection count.
    struct Plan {
        var seconds: Int
        var pairs: Int
        var warmUpSeconds = 1
    }

    /// The session limits of a server under wrk: every session comes from one client (127.0.0.1), so
    /// its rates and share are those of the whole server; the rest are the defaults.
    static func sessionLimits(maximumSessions: Int) -> SessionHostLimits {
        SessionHostLimits(
            maximumSessions: maximumSessions, newSessionsPerMinute: 1_000_000, sessionsPerClient: maximumSessions,
            storeLookupsPerMinute: 1_000_000, journalBytesPerMinute: Int.max / 2)
    }

    /// The connection limits of a server under wrk, which opens every connection from one client:
    /// the default time limits, and that client may hold every connection.
    static var connectionLimits: ConnectionLimits {
        var limits = ConnectionLimits()
        limits.connectionsPerClient = limits.maximumConnections
        return limits
    }

    /// Measures every web entry, or returns none (with a printed reason) when `wrk` is missing.
    static func measure(quick: Bool) -> [BenchmarkResult] {
        guard let wrk = WrkRunner.find() else {
            print("web entries skipped: wrk is not installed (Debian: apt-get install wrk; macOS: brew install wrk)")
            return []
        }
        let plan = quick ? Plan(seconds: 2, pairs: 3) : Plan(seconds: 5, pairs: 3)
        let descriptors = DescriptorLimit.raise(to: 65_536)
        guard descriptors >= 2 * (concurrencies.max() ?? 0) + 256 else {
            fail(
                "web entries: only \(descriptors) open files allowed (ulimit -n); \(concurrencies.max() ?? 0) connections need more"
            )
        }

        let schema = RuntimeSchemas.load(WebSchema.settings, label: "web-settings")
        let server = WorkflowWebServer(limits: sessionLimits(maximumSessions: 2 * idleSessions), cookieName: cookieName) {
            Session(schema: schema)
        }
        let web = LoopbackServer(
            label: "WorkflowWeb", router: server.router(logRequests: false),
            server: server.httpServer(connections: connectionLimits))
        let client = LoopbackHTTPClient(port: web.port)
        let pageBytes = checkRoundTrip(client)

        var results: [BenchmarkResult] = WireBytes.measure(client)
        let (sessions, memory) = openIdleSessions(client)
        results += memory

        let floor = LoopbackServer(label: "floor", router: BareEventRoute.router(pageBytes: pageBytes))
        let floorReply = LoopbackHTTPClient(port: floor.port).send(
            "POST", "/events", headers: sessions[0].eventHeaders, body: sessions[0].toggleBody)
        guard floorReply.status == 200, floorReply.body.utf8.count == pageBytes else {
            fail(
                "the floor answered \(floorReply.status) with \(floorReply.body.utf8.count) bytes, not 200 with \(pageBytes)"
            )
        }

        print(
            "  web: \(pageBytes)-byte page, wrk -t\(wrk.threads), \(plan.pairs) pairs of \(plan.seconds) s runs per connection count"
        )
        for connections in concurrencies {
            let script = WrkScript(requests: sessions.prefix(connections).map(\.wrkRequest))
            let scriptURL = FileManager.default.temporaryDirectory
                .appendingPathComponent("wfs-bench-\(ProcessInfo.processInfo.processIdentifier)-\(connections).lua")
            do {
                try script.text.write(to: scriptURL, atomically: true, encoding: .utf8)
            } catch {
                fail("cannot write \(scriptURL.path): \(error)")
            }
            defer { try? FileManager.default.removeItem(at: scriptURL) }

            func run(_ port: Int, seconds: Int, side: String) -> WrkRunner.Summary {
                let summary = wrk.run(port: port, connections: connections, seconds: seconds, script: scriptURL)
                check(summary, side: side, connections: connections, pageBytes: pageBytes)
                return summary
            }
            // Warm-up: connections, buffers and caches of both servers.
            _ = run(floor.port, seconds: plan.warmUpSeconds, side: "floor")
            _ = run(web.port, seconds: plan.warmUpSeconds, side: "WorkflowWeb")
            var values: [WrkRunner.Summary] = []
            var floors: [WrkRunner.Summary] = []
            for pair in 0..<plan.pairs {
                // Floor first in even pairs, value first in odd ones.
                if pair % 2 == 0 {
                    floors.append(run(floor.port, seconds: plan.seconds, side: "floor"))
                    values.append(run(web.port, seconds: plan.seconds, side: "WorkflowWeb"))
                } else {
                    values.append(run(web.port, seconds: plan.seconds, side: "WorkflowWeb"))
                    floors.append(run(floor.port, seconds: plan.seconds, side: "floor"))
                }
            }
            let valueRate = median(values.map(\.rate))
            let floorRate = median(floors.map(\.rate))
            let valueP99 = median(values.map { Double($0.p99Microseconds) / 1000 })
            let floorP99 = median(floors.map { Double($0.p99Microseconds) / 1000 })
            print(
                "  \(eventsName(connections)): \(Int(valueRate)) / \(Int(floorRate)) events/s, p99 "
                    + "\(valueP99.reportRounded) / \(floorP99.reportRounded) ms, p50 "
                    + "\(medianMilliseconds(values.map(\.p50Microseconds))) / "
                    + "\(medianMilliseconds(floors.map(\.p50Microseconds))) ms (WorkflowWeb / floor)")
            for (side, runs) in [("WorkflowWeb", values), ("floor", floors)] {
                print(
                    "    \(side) runs: " + runs.map { String(Int($0.rate)) }.joined(separator: ", ")
                        + " events/s; p99 "
                        + runs.map { String((Double($0.p99Microseconds) / 1000).reportRounded) }
                        .joined(separator: ", ") + " ms")
            }
            results.append(
                BenchmarkResult(
                    name: eventsName(connections), value: valueRate, unit: "events/s", floor: floorRate,
                    goal: throughputGoal, ratio: .floorOverValue))
            results.append(
                BenchmarkResult(name: p99Name(connections), value: valueP99, unit: "ms", floor: floorP99, goal: nil))
        }
        floor.stop()
        web.stop()
        return results
    }

    /// Opens one session and checks a toggle round trip: 200, the new page, the switch flipped.
    /// Returns the page's length in bytes (the floor answers as many).
    private static func checkRoundTrip(_ client: LoopbackHTTPClient) -> Int {
        let (session, page) = BrowserSession.open(client, cookieName: cookieName, switchName: WebSchema.switchName)
        guard let before = EventPage.switchIsOn(named: WebSchema.switchName, in: page) else {
            fail("the page shows no \(WebSchema.switchName) switch state")
        }
        var lengths: [Int] = []
        var expected = before
        for _ in 0..<2 {
            let reply = session.toggle(client)
            guard reply.status == 200 else {
                fail(
                    "POST /events with X-WFS-Fetch: 1 answered \(reply.status), not 200 with the new page"
                        + (reply.status == 303 ? " (this WorkflowWeb redirects instead)" : ""))
            }
            expected.toggle()
            guard EventPage.switchIsOn(named: WebSchema.switchName, in: reply.body) == expected,
                EventPage.elementID(named: WebSchema.switchName, in: reply.body) == session.switchID
            else { fail("after a toggle, the page does not show the switch \(expected ? "on" : "off")") }
            lengths.append(reply.body.utf8.count)
        }
        return lengths.max() ?? 0
    }

    /// Opens `idleSessions` sessions, reading the process's memory before and after; returns the
    /// sessions and the memory entries (none where the platform cannot tell).
    private static func openIdleSessions(
        _ client: LoopbackHTTPClient
    ) -> (sessions: [BrowserSession], results: [BenchmarkResult]) {
        var sessions: [BrowserSession] = []
        sessions.reserveCapacity(idleSessions)
        let before = ProcessMemory.now()
        for _ in 0..<idleSessions {
            sessions.append(
                BrowserSession.open(client, cookieName: cookieName, switchName: WebSchema.switchName).session)
        }
        let after = ProcessMemory.now()
        guard let residentBefore = before.residentBytes, let residentAfter = after.residentBytes else {
            print("  \(memoryName): skipped (no /proc/self/statm on this platform)")
            return (sessions, [])
        }
        let perSession = Double(residentAfter - residentBefore) / Double(idleSessions) / 1024
        var line = "  \(memoryName): \(perSession.reportRounded) KB per session (resident set, \(idleSessions) sessions"
        if let anonymousBefore = before.anonymousBytes, let anonymousAfter = after.anonymousBytes {
            let anonymousPerSession = Double(anonymousAfter - anonymousBefore) / Double(idleSessions) / 1024
            line += "; anonymous memory alone: \(anonymousPerSession.reportRounded) KB"
        }
        print(line + ")")
        return (
            sessions, [BenchmarkResult(name: memoryName, value: perSession, unit: "KB/session", floor: 0, goal: nil)]
        )
    }

    /// Stops the run when a `wrk` run did not do what it should: no requests, error statuses,
    /// more than 0.1% socket errors, or answers shorter than the page.
    private static func check(_ summary: WrkRunner.Summary, side: String, connections: Int, pageBytes: Int) {
        let label = "\(side) at \(connections) connections"
        guard summary.requests > 0 else { fail("wrk: \(label): no request completed") }
        guard summary.statusErrors == 0 else {
            fail("wrk: \(label): \(summary.statusErrors) of \(summary.requests) answers had a 4xx or 5xx status")
        }
        guard Double(summary.socketErrors) <= Double(summary.requests) * 0.001 else {
            fail(
                "wrk: \(label): socket errors: connect \(summary.connectErrors), read \(summary.readErrors), "
                    + "write \(summary.writeErrors), timeout \(summary.timeouts), of \(summary.requests) requests")
        }
        guard summary.bytesPerResponse >= Double(pageBytes) * 0.99 else {
            fail(
                "wrk: \(label): \(Int(summary.bytesPerResponse)) bytes per answer, less than the \(pageBytes)-byte page "
                    + "(redirects instead of pages?)")
        }
    }

    private static func medianMilliseconds(_ microseconds: [Int]) -> Double {
        (median(microseconds.map(Double.init)) / 1000).reportRounded
    }

    /// The lines printed after the table: the goals that are not ratios, with pass or FAIL.
    static func goalLines(_ results: [BenchmarkResult]) -> [String] {
        var lines: [String] = []
        if let p99 = results.first(where: { $0.name == p99Name(p99GoalConcurrency) }) {
            lines.append(
                "\(p99.name): \(p99.value) ms at the 99th percentile (floor \(p99.floor) ms), goal under "
                    + "\(Int(p99GoalMilliseconds)) ms: \(p99.value < p99GoalMilliseconds ? "pass" : "FAIL")")
        }
        if let visit = results.first(where: { $0.name == WireBytes.firstVisitName }) {
            lines.append(
                "\(visit.name): \(visit.value) KB compressed, goal under \(Int(WireBytes.firstVisitGoalKilobytes)) KB: "
                    + "\(visit.value < WireBytes.firstVisitGoalKilobytes ? "pass" : "FAIL")")
        }
        if let memory = results.first(where: { $0.name == memoryName }) {
            lines.append(
                "\(memory.name): \(memory.value) KB per idle session, goal under \(Int(memoryGoalKilobytes)) KB: "
                    + "\(memory.value < memoryGoalKilobytes ? "pass" : "FAIL")")
        }
        return lines
    }

    /// Whether the web goals that are not ratios are met (true for entries that were not measured).
    static func meetsAbsoluteGoals(_ results: [BenchmarkResult]) -> Bool {
        !goalLines(results).contains { $0.hasSuffix("FAIL") }
    }
}
#endif
