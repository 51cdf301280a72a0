import Foundation
import Testing
import WorkflowTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// PostgreSQL stopped and started again under a running `wfs serve`. The server is stopped, so
/// nothing else may use it meanwhile: `WFS_TEST_POSTGRES_OUTAGES=1 scripts/with-postgres swift
/// test --filter ServeDatabaseOutageTests` (CI runs it so, on a server of its own).
@Suite(
    "wfs serve on a PostgreSQL store while the database stops and starts",
    .enabled(if: TestDatabase.control != nil && TestDatabase.outagesAllowed, "needs WFS_TEST_POSTGRES_OUTAGES=1"),
    .serialized, .timeLimit(.minutes(4)))
struct ServeDatabaseOutageTests {
    @Test("PostgreSQL stopped while serving: a step gets 503 with one line, nothing is half-applied, serving resumes")
    func databaseDown() async throws {
        let control = try #require(TestDatabase.control, "needs WFS_TEST_POSTGRES_CONTROL (scripts/with-postgres)")
        let folder = try ServeDatabaseTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try await ServeDatabaseTests.Instance.start(in: folder)
        defer { a.stop() }
        let browser = ServeDatabaseTests.Browser()
        try await browser.open(a)
        let field = try browser.id(after: "name=\"field.")
        #expect(try await browser.post(a, "enterText \(field) Before").0 == 200)

        try Self.run(control, "stop")
        var restarted = false
        defer { if !restarted { try? Self.run(control, "start") } }
        let (status, page) = try await browser.post(a, "enterText \(field) During")
        #expect(status == 503)
        // The session is read before the step: either says the store cannot be reached, in one line.
        #expect(page.contains("The app is unavailable"), "\(page)")
        #expect(page.contains("Try again in a moment."), "\(page)")
        #expect(!page.contains("postgres"), "the database's address is for the log, not for visitors: \(page)")
        #expect(a.watcher.output.contains("is PostgreSQL running?"), "\(a.watcher.output)")
        let ready = try await browser.session.data(from: a.base.appendingPathComponent("readyz"))
        #expect((ready.1 as? HTTPURLResponse)?.statusCode == 503)
        #expect(String(decoding: ready.0, as: UTF8.self).hasPrefix("not ready: "))

        try Self.run(control, "start")
        restarted = true
        // Serving resumes by itself once a request finds the database answering again.
        try await eventually("the server is ready again") {
            (try? await browser.session.data(from: a.base.appendingPathComponent("readyz")).1 as? HTTPURLResponse)??
                .statusCode == 200
        }
        try await browser.open(a)
        #expect(browser.html.contains("value=\"Before\""), "the page does not show the last saved step")
        #expect(!browser.html.contains("value=\"During\""), "the refused step was half-applied")
        #expect(try await browser.post(a, "enterText \(field) After").1.contains("value=\"After\""))
        #expect(a.process.isRunning)
    }

    /// What one request of the burst came to: its status (0 when it got no answer) and how long it took.
    struct Answer: Sendable {
        let status: Int
        let took: Duration
    }

    /// The longest an answer may take during an outage: the store's read and its append, each
    /// bounded at 5 s, and the page's render.
    static let answerBound: Duration = .seconds(12)

    @Test("PostgreSQL stopped and started ten times during a burst: every request is answered in time, then SIGTERM ends the server")
    func repeatedOutagesDuringBurst() async throws {
        let control = try #require(TestDatabase.control, "needs WFS_TEST_POSTGRES_CONTROL (scripts/with-postgres)")
        let folder = try ServeDatabaseTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try await ServeDatabaseTests.Instance.start(in: folder)
        defer { a.stop() }
        var restarted = true
        defer { if !restarted { try? Self.run(control, "start") } }
        let browsers = (0..<6).map { _ in ServeDatabaseTests.Browser() }
        var fields: [String] = []
        for browser in browsers {
            try await browser.open(a)
            let field = try browser.id(after: "name=\"field.")
            fields.append(field)
            // A first step makes the session (a visit makes none): the burst is of sessions in use.
            #expect(try await browser.post(a, "enterText \(field) Start").0 == 200)
        }
        let bursting = Burst()
        let typedInto = fields
        // A person who never waits: each browser posts and reads its page again and again, until told to stop.
        let burst = Task {
            await withTaskGroup(of: [Answer].self) { group in
                for (number, browser) in browsers.enumerated() {
                    let field = typedInto[number]
                    group.addTask {
                        var answers: [Answer] = []
                        var step = 0
                        while bursting.isOn, answers.count < 2_000 {
                            step += 1
                            answers.append(await Self.timed { try await browser.post(a, "enterText \(field) Step\(step)").0 })
                            answers.append(await Self.timed { try await browser.status(a) })
                        }
                        return answers
                    }
                }
                var all: [Answer] = []
                for await answers in group { all += answers }
                return all
            }
        }
        for _ in 0..<10 {
            restarted = false
            try Self.run(control, "stop")
            try await Task.sleep(for: .milliseconds(800))
            try Self.run(control, "start")
            restarted = true
            try await Task.sleep(for: .milliseconds(800))
        }
        bursting.stop()
        let answers = await burst.value
        let unanswered = answers.filter { $0.status == 0 }.count
        let slowest = answers.map(\.took).max() ?? .zero
        let refused = answers.filter { $0.status == 503 }.count
        print("outage burst: \(answers.count) requests, \(refused) answered 503, \(unanswered) unanswered, slowest \(slowest)")
        #expect(answers.count > 50, "the burst made too few requests to mean anything")
        #expect(unanswered == 0, "requests without an answer")
        #expect(slowest <= Self.answerBound, "a request took \(slowest)")
        #expect(answers.allSatisfy { [200, 503].contains($0.status) }, "\(Set(answers.map(\.status)))")
        #expect(refused > 0, "the outages were not seen")

        // Serving resumes, and a stop ends the process in time whatever the burst left behind.
        try await eventually("the server serves again") { (try? await browsers[0].status(a)) == 200 }
        #expect(try await browsers[0].post(a, "enterText \(fields[0]) After").0 == 200)
        let stopping = ContinuousClock.now
        a.process.terminate()
        for _ in 0..<1500 where a.process.isRunning { try await Task.sleep(for: .milliseconds(10)) }
        #expect(!a.process.isRunning, "SIGTERM did not end the server within 15 s: \(a.watcher.output.suffix(2000))")
        #expect(stopping.duration(to: .now) <= .seconds(12), "the stop took \(stopping.duration(to: .now))")
    }

    /// Whether the burst goes on.
    final class Burst: @unchecked Sendable {
        private let lock = NSLock()
        private var on = true
        var isOn: Bool { lock.withLock { on } }
        func stop() { lock.withLock { on = false } }
    }

    /// The status `request` answers (0 when it failed: no answer in the client's time) and how long it took.
    static func timed(_ request: () async throws -> Int) async -> Answer {
        let started = ContinuousClock.now
        let status = (try? await request()) ?? 0
        return Answer(status: status, took: started.duration(to: .now))
    }

    /// Runs the control script and waits for it. Not with `Process`: the server it starts keeps
    /// descriptors of its parent's, and `Process` would wait for them to close.
    static func run(_ script: String, _ argument: String) throws {
        var pid: pid_t = 0
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(script), strdup(argument), nil]
        defer { arguments.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        try #require(posix_spawn(&pid, script, &actions, nil, arguments, environ) == 0, "cannot run \(script)")
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try #require(status == 0, "\(script) \(argument) failed")
    }
}
