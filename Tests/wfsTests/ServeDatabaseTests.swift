import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The PostgreSQL server of `scripts/with-postgres`, when the tests run under it.
private enum TestDatabase {
    static let url = ProcessInfo.processInfo.environment["WFS_TEST_POSTGRES_URL"]
    static let control = ProcessInfo.processInfo.environment["WFS_TEST_POSTGRES_CONTROL"]
}

/// Two `wfs serve` instances on one PostgreSQL database, as a deployment behind a proxy runs them.
///
/// They need a PostgreSQL server: `scripts/with-postgres swift test --filter ServeDatabaseTests`
/// starts one (CI runs them so, and fails when they did not run).
@Suite(
    "wfs serve on a PostgreSQL store: any instance serves any session",
    .enabled(if: TestDatabase.url != nil, "needs WFS_TEST_POSTGRES_URL (scripts/with-postgres)"),
    .serialized, .timeLimit(.minutes(3)))
struct ServeDatabaseTests {
    static let database = TestDatabase.url
    static let control = TestDatabase.control

    static let schema = """
        <workflow><screen><title>Shared</title><container>
        <textField name="who"><placeholder>Your name</placeholder></textField>
        <button><title>Show alert</title><message>tapped</message></button>
        </container><actions><showAlert name="tapped">Button tapped!</showAlert></actions></screen></workflow>
        """

    /// One running `wfs serve` on the test database.
    struct Instance {
        let process: Process
        let watcher: ServeFaultTests.OutputWatcher
        let base: URL

        static func start(in folder: URL) async throws -> Instance {
            let port = try HeldPort().port
            let (process, watcher) = try ServeFaultTests.serve(
                ["shared.xml", "--port", "\(port)", "--store", try #require(ServeDatabaseTests.database)], in: folder)
            try #require(await watcher.wait(for: "listening on"), "the server did not start: \(watcher.output)")
            return Instance(process: process, watcher: watcher, base: URL(string: "http://127.0.0.1:\(port)")!)
        }

        func stop() {
            if process.isRunning { process.terminate() }
        }
    }

    /// A browser: its cookie and its page's form token, sent to whichever instance it is told.
    final class Browser: @unchecked Sendable {
        let session = URLSession(configuration: .ephemeral)
        var cookie = ""
        var token = ""
        var html = ""

        func open(_ instance: Instance) async throws {
            var request = URLRequest(url: instance.base)
            if !cookie.isEmpty { request.setValue(cookie, forHTTPHeaderField: "Cookie") }
            let (data, response) = try await session.data(for: request)
            html = String(decoding: data, as: UTF8.self)
            if let set = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Set-Cookie") {
                cookie = String(set.split(separator: ";")[0])
            }
            token = ServeFaultTests.hidden("csrf", in: html) ?? token
        }

        /// Posts `event` (with `fields`) as the page's script does; the status and the new page.
        @discardableResult
        func post(_ instance: Instance, _ event: String, _ fields: [String: String] = [:]) async throws -> (Int, String) {
            var request = URLRequest(url: instance.base.appendingPathComponent("events"))
            request.httpMethod = "POST"
            request.setValue(cookie, forHTTPHeaderField: "Cookie")
            request.setValue("1", forHTTPHeaderField: "X-WFS-Fetch")
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
            var all = fields
            all["event"] = event
            all["csrf"] = token
            let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
            request.httpBody = Data(
                all.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }
                    .joined(separator: "&").utf8)
            let (data, response) = try await session.data(for: request)
            html = String(decoding: data, as: UTF8.self)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, html)
        }

        /// The id after `prefix` in the page (`name="field.ID"`, `value="tap ID"`).
        func id(after prefix: String) throws -> String {
            let start = try #require(html.range(of: prefix)?.upperBound, "no \(prefix) in \(html)")
            return String(html[start...].prefix { $0 != "\"" && $0 != " " })
        }
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-shared-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try schema.write(to: folder.appendingPathComponent("shared.xml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test("a flow alternates between two instances, one is killed with SIGKILL mid-flow, and it completes on the other")
    func alternateAndKill() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try await Instance.start(in: folder)
        defer { a.stop() }
        let b = try await Instance.start(in: folder)
        defer { b.stop() }
        let browser = Browser()
        try await browser.open(a)
        #expect(browser.cookie.hasPrefix("wfs_session_"))
        let field = try browser.id(after: "name=\"field.")
        let typed = try await browser.post(b, "enterText \(field) Ann")
        #expect(typed.0 == 200)
        try await browser.open(a)
        #expect(browser.html.contains("value=\"Ann\""), "instance A does not show what B was sent")
        let tap = try browser.id(after: "value=\"tap ")
        let tapped = try await browser.post(b, "tap \(tap)")
        #expect(tapped.1.contains("Button tapped!"))
        // Both instances served this browser's requests.
        #expect(a.watcher.output.contains("hb.request.path=/ ") && b.watcher.output.contains("hb.request.path=/events"))

        kill(b.process.processIdentifier, SIGKILL)
        b.process.waitUntilExit()
        try await browser.open(a)
        #expect(browser.html.contains("Button tapped!"), "the alert acknowledged by the killed instance is lost")
        let dismissed = try await browser.post(a, "tap alert-1.button0")
        #expect(dismissed.0 == 200)
        #expect(!dismissed.1.contains("Button tapped!"))
        #expect(dismissed.1.contains("value=\"Ann\""))
    }

    @Test("PostgreSQL stopped while serving: a step gets 503 with one line, nothing is half-applied, serving resumes")
    func databaseDown() async throws {
        let control = try #require(Self.control, "needs WFS_TEST_POSTGRES_CONTROL (scripts/with-postgres)")
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try await Instance.start(in: folder)
        defer { a.stop() }
        let browser = Browser()
        try await browser.open(a)
        let field = try browser.id(after: "name=\"field.")
        #expect(try await browser.post(a, "enterText \(field) Before").0 == 200)

        try Self.run(control, "stop")
        var restarted = false
        defer { if !restarted { try? Self.run(control, "start") } }
        let (status, page) = try await browser.post(a, "enterText \(field) During")
        #expect(status == 503)
        // The session is read before the step: either says the store cannot be reached, in one line.
        #expect(page.contains("Reload the page to go on from the last saved step."), "\(page)")
        #expect(page.contains("is PostgreSQL running?"), "\(page)")
        let ready = try await browser.session.data(from: a.base.appendingPathComponent("readyz"))
        #expect((ready.1 as? HTTPURLResponse)?.statusCode == 503)
        #expect(String(decoding: ready.0, as: UTF8.self).hasPrefix("not ready: "))

        try Self.run(control, "start")
        restarted = true
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
