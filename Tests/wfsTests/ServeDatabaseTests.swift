import Foundation
import Testing
import WorkflowTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The PostgreSQL server of `scripts/with-postgres`, when the tests run under it.
enum TestDatabase {
    static let url = ProcessInfo.processInfo.environment["WFS_TEST_POSTGRES_URL"]
    static let control = ProcessInfo.processInfo.environment["WFS_TEST_POSTGRES_CONTROL"]
    /// Whether the outage tests may stop the server: only when nothing else uses it.
    static let outagesAllowed = ProcessInfo.processInfo.environment["WFS_TEST_POSTGRES_OUTAGES"] == "1"
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

    static let schema = """
        <workflow><screen><title>Shared</title><container>
        <textField name="who"><placeholder>Your name</placeholder></textField>
        <button><title>Show alert</title><message>tapped</message></button>
        </container><actions><showAlert name="tapped">Button tapped!</showAlert></actions></screen></workflow>
        """

    /// One running `wfs serve` on the test database.
    struct Instance: @unchecked Sendable {
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

    /// A browser: its page (``ServedPage``: cookie, form token, HTML), sent to whichever instance it is told.
    final class Browser: @unchecked Sendable {
        let session: URLSession = {
            let configuration = URLSessionConfiguration.ephemeral
            // A request the server never answers fails here rather than holding the test.
            configuration.timeoutIntervalForRequest = 30
            return URLSession(configuration: configuration)
        }()
        var page = ServedPage()
        var cookie: String { page.cookie }
        var html: String { page.html }

        func open(_ instance: Instance) async throws {
            var request = URLRequest(url: instance.base)
            if !cookie.isEmpty { request.setValue(cookie, forHTTPHeaderField: "Cookie") }
            let (data, response) = try await session.data(for: request)
            read(data, response)
        }

        /// The status of the page's answer, read again with the cookie (the page itself is not kept).
        func status(_ instance: Instance) async throws -> Int {
            var request = URLRequest(url: instance.base)
            request.setValue(cookie, forHTTPHeaderField: "Cookie")
            let (_, response) = try await session.data(for: request)
            return (response as? HTTPURLResponse)?.statusCode ?? 0
        }

        /// Posts `event` (with `fields`) as the page's script does; the status and the new page.
        @discardableResult
        func post(_ instance: Instance, _ event: String, _ fields: [String: String] = [:]) async throws -> (Int, String) {
            var request = URLRequest(url: instance.base.appendingPathComponent("events"))
            request.httpMethod = "POST"
            request.setValue(cookie, forHTTPHeaderField: "Cookie")
            request.setValue("1", forHTTPHeaderField: "X-WFS-Fetch")
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(page.eventForm(event, fields).utf8)
            let (data, response) = try await session.data(for: request)
            read(data, response)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, html)
        }

        /// The id after `prefix` in the page (`name="field.ID"`, `value="tap ID"`).
        func id(after prefix: String) throws -> String {
            try #require(page.id(after: prefix), "no \(prefix) in \(html)")
        }

        private func read(_ data: Data, _ response: URLResponse) {
            let setCookie = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Set-Cookie")
            page = ServedPage(html: String(decoding: data, as: UTF8.self), setCookie: setCookie, after: page)
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
}
