import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// PostgreSQL stopped and started again under a running `wfs serve`. The server is stopped, so
/// nothing else may use it meanwhile: `WFS_TEST_POSTGRES_OUTAGES=1 scripts/with-postgres swift
/// test --filter ServeDatabaseOutageTests` (CI runs it so, on a server of its own).
@Suite(
    "wfs serve on a PostgreSQL store while the database stops and starts",
    .enabled(if: TestDatabase.control != nil && TestDatabase.outagesAllowed, "needs WFS_TEST_POSTGRES_OUTAGES=1"),
    .timeLimit(.minutes(3)))
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
        for _ in 0..<100 {
            if (try? await browser.session.data(from: a.base.appendingPathComponent("readyz")).1 as? HTTPURLResponse)??
                .statusCode == 200 { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        try await browser.open(a)
        #expect(browser.html.contains("value=\"Before\""), "the page does not show the last saved step")
        #expect(!browser.html.contains("value=\"During\""), "the refused step was half-applied")
        #expect(try await browser.post(a, "enterText \(field) After").1.contains("value=\"After\""))
        #expect(a.process.isRunning)
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
