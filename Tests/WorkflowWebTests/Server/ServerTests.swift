import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowSessionHost
import WorkflowTestSupport
import WorkflowWeb

@Suite("wfs serve: sessions, events and bad requests over HTTP", .timeLimit(.minutes(2)))
struct ServerTests {
    typealias Support = ServerTestSupport

    @Test("a first visit makes a session: an HttpOnly, SameSite cookie and the schema's screen")
    func firstVisit() async throws {
        let app = Support.application(try Support.server())
        try await app.test(.router) { client in
            let response = try await client.execute(uri: "/", method: .get)
            #expect(response.status == .ok)
            let setCookie = try #require(response.headers[.setCookie])
            #expect(setCookie.hasPrefix("\(WorkflowWebServer.defaultCookieName)="))
            #expect(setCookie.contains("HttpOnly"))
            #expect(setCookie.contains("SameSite=Lax"))
            #expect(setCookie.contains("Path=/"))
            #expect(response.headers[.contentSecurityPolicy]?.contains("default-src 'none'") == true)
            let html = String(buffer: response.body)
            #expect(html.contains("Hello from the server"))
            #expect(html.contains("Served"))
        }
    }

    @Test(
        "a posted tap moves the session on: 303 back to the page, which then shows the alert; a reload shows it again")
    func tapThenReload() async throws {
        let app = Support.application(try Support.server())
        try await app.test(.router) { client in
            let first = try await client.execute(uri: "/", method: .get)
            let cookie = try #require(Support.sessionCookie(from: first))
            let html = String(buffer: first.body)
            let token = try #require(ServedPage.hidden("csrf", in: html))
            let button = try #require(ServedPage.elementID(showing: "Show alert", in: html))
            var headers = Support.formHeaders
            headers[.cookie] = cookie
            let posted = try await client.execute(
                uri: "/events", method: .post, headers: headers,
                body: Support.form(["event": "tap", "id": button, "csrf": token]))
            #expect(posted.status == .seeOther)
            #expect(posted.headers[.location] == "/")
            for _ in 0..<2 {
                let page = try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie])
                #expect(String(buffer: page.body).contains("Button tapped!"))
                #expect(page.headers[.setCookie] == nil)
            }
        }
    }

    @Test("two browsers never see each other's state")
    func sessionsAreIsolated() async throws {
        let app = Support.application(try Support.server())
        try await app.test(.router) { client in
            let first = try await client.execute(uri: "/", method: .get)
            let second = try await client.execute(uri: "/", method: .get)
            let firstCookie = try #require(Support.sessionCookie(from: first))
            let secondCookie = try #require(Support.sessionCookie(from: second))
            #expect(firstCookie != secondCookie)
            let html = String(buffer: first.body)
            var headers = Support.formHeaders
            headers[.cookie] = firstCookie
            _ = try await client.execute(
                uri: "/events", method: .post, headers: headers,
                body: Support.form([
                    "event": "tap", "id": try #require(ServedPage.elementID(showing: "Show alert", in: html)),
                    "csrf": try #require(ServedPage.hidden("csrf", in: html)),
                ]))
            let mine = try await client.execute(uri: "/", method: .get, headers: [.cookie: firstCookie])
            let theirs = try await client.execute(uri: "/", method: .get, headers: [.cookie: secondCookie])
            #expect(String(buffer: mine.body).contains("Button tapped!"))
            #expect(!String(buffer: theirs.body).contains("Button tapped!"))
            // The second browser's token does not work with the first browser's session.
            let secondToken = try #require(ServedPage.hidden("csrf", in: String(buffer: second.body)))
            let crossed = try await client.execute(
                uri: "/events", method: .post, headers: headers,
                body: Support.form(["event": "back", "csrf": secondToken]))
            #expect(crossed.status == .forbidden)
        }
    }

    @Test("bad requests get a 4xx with a reason, and the server keeps serving")
    func badRequests() async throws {
        let app = Support.application(try Support.server())
        try await app.test(.router) { client in
            let first = try await client.execute(uri: "/", method: .get)
            let cookie = try #require(Support.sessionCookie(from: first))
            let token = try #require(ServedPage.hidden("csrf", in: String(buffer: first.body)))
            var headers = Support.formHeaders
            headers[.cookie] = cookie

            let unknownSession = try await client.execute(
                uri: "/events", method: .post,
                headers: [
                    .contentType: "application/x-www-form-urlencoded",
                    .cookie: "\(WorkflowWebServer.defaultCookieName)=nope",
                ],
                body: Support.form(["event": "back", "csrf": token]))
            #expect(unknownSession.status == .forbidden)

            let unknownElement = try await client.execute(
                uri: "/events", method: .post, headers: headers,
                body: Support.form(["event": "tap", "id": "no.such.element", "csrf": token]))
            #expect(unknownElement.status == .notFound)
            #expect(String(buffer: unknownElement.body).contains("Hello from the server"))

            let noToken = try await client.execute(
                uri: "/events", method: .post, headers: headers, body: Support.form(["event": "back"]))
            #expect(noToken.status == .forbidden)

            let unknownEvent = try await client.execute(
                uri: "/events", method: .post, headers: headers,
                body: Support.form(["event": "explode", "id": "x", "csrf": token]))
            #expect(unknownEvent.status == .badRequest)
            #expect(String(buffer: unknownEvent.body).contains("`explode` is not an event"))

            let malformed = try await client.execute(
                uri: "/events", method: .post, headers: headers, body: ByteBuffer(string: "event=%ZZ&csrf=\(token)"))
            #expect(malformed.status == .badRequest)

            let oversized = try await client.execute(
                uri: "/events", method: .post, headers: headers,
                body: ByteBuffer(string: "csrf=\(token)&value=" + String(repeating: "a", count: 100_000)))
            #expect(oversized.status == .contentTooLarge)

            let wrongType = try await client.execute(
                uri: "/events", method: .post, headers: [.cookie: cookie, .contentType: "application/json"],
                body: ByteBuffer(string: "{}"))
            #expect(wrongType.status == .unsupportedMediaType)

            let wrongMethod = try await client.execute(uri: "/events", method: .get, headers: [.cookie: cookie])
            #expect((400..<500).contains(wrongMethod.status.code))

            let missingAsset = try await client.execute(uri: "/assets/..%2Fsecret", method: .get)
            #expect(missingAsset.status == .notFound)

            let still = try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie])
            #expect(still.status == .ok)
            #expect(String(buffer: still.body).contains("Hello from the server"))
        }
    }

    @Test("sessions are bounded: beyond the limit the one idle longest is dropped")
    func boundedSessions() async throws {
        let app = Support.application(
            try Support.server(
                limits: SessionHostLimits(maximumSessions: 2, idleBeforeEviction: .zero), sessionStart: .atFirstVisit))
        try await app.test(.router) { client in
            let oldest = try await client.execute(uri: "/", method: .get)
            _ = try await client.execute(uri: "/", method: .get)
            _ = try await client.execute(uri: "/", method: .get)
            let cookie = try #require(Support.sessionCookie(from: oldest))
            let again = try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie])
            // The dropped session's browser gets a new one.
            #expect(again.headers[.setCookie] != nil)
        }
    }

    @Test("an idle session expires: its browser's next visit makes a new one")
    func idleSessionsExpire() async throws {
        let app = Support.application(
            try Support.server(limits: SessionHostLimits(idleTimeout: .zero), sessionStart: .atFirstVisit))
        try await app.test(.router) { client in
            let first = try await client.execute(uri: "/", method: .get)
            let cookie = try #require(Support.sessionCookie(from: first))
            let again = try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie])
            let renewed = try #require(Support.sessionCookie(from: again))
            #expect(renewed != cookie)
        }
    }

    @Test("a schema loaded on viewDidLoad is on the first page, not its Loading placeholder")
    func firstPageWaitsForQuickReplies() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        <workflow><navigation><screen><title>Loading</title><view><label>Loading....</label></view></screen>
        <loadSchema name="viewDidLoad"><path>loaded.xml</path><successAction><replaceRootController/></successAction>
        </loadSchema></navigation></workflow>
        """.write(to: folder.appendingPathComponent("main.xml"), atomically: true, encoding: .utf8)
        try "<workflow><screen><title>Loaded</title><view><label>Loaded from a file</label></view></screen></workflow>"
            .write(to: folder.appendingPathComponent("loaded.xml"), atomically: true, encoding: .utf8)
        let schema = try #require(SchemaLoader().load(contentsOf: folder.appendingPathComponent("main.xml")).schema)
        let app = Application(router: WorkflowWebServer { Session(schema: schema) }.router(logRequests: false))
        try await app.test(.router) { client in
            let html = String(buffer: try await client.execute(uri: "/", method: .get).body)
            #expect(html.contains("Loaded from a file"))
            #expect(!html.contains("http-equiv=\"refresh\""))
        }
    }

    @Test("a flood of new browsers cannot push out sessions in use: beyond the limit they get 503")
    func floodIsTurnedAway() async throws {
        let app = Support.application(
            try Support.server(limits: SessionHostLimits(maximumSessions: 2), sessionStart: .atFirstVisit))
        try await app.test(.router) { client in
            // Two browsers that came back: both sessions are in use.
            var cookies: [String] = []
            for _ in 0..<2 {
                let made = try await client.execute(uri: "/", method: .get)
                let cookie = try #require(Support.sessionCookie(from: made))
                #expect(try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie]).status == .ok)
                cookies.append(cookie)
            }
            let third = try await client.execute(uri: "/", method: .get)
            #expect(third.status == .serviceUnavailable)
            for cookie in cookies {
                let again = try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie])
                #expect(again.status == .ok)
                #expect(again.headers[.setCookie] == nil, "a browser in use kept its session")
            }
        }
    }

    @Test("in a full table, a session never used since it was made gives its place up first, with its journal")
    func neverUsedSessionsGoFirst() async throws {
        let store = MemorySessionStore()
        let app = Support.application(
            try Support.server(limits: SessionHostLimits(maximumSessions: 2), store: store, sessionStart: .atFirstVisit))
        try await app.test(.router) { client in
            let used = try #require(Support.sessionCookie(from: try await client.execute(uri: "/", method: .get)))
            #expect(try await client.execute(uri: "/", method: .get, headers: [.cookie: used]).status == .ok)
            let unused = try #require(Support.sessionCookie(from: try await client.execute(uri: "/", method: .get)))
            let newcomer = try await client.execute(uri: "/", method: .get)
            #expect(newcomer.status == .ok, "the never-used session made room")
            try await eventually("the never-used session's journal is forgotten") {
                try await store.entries(of: Support.sessionID(unused), from: 0).isEmpty
            }
            let back = try await client.execute(uri: "/", method: .get, headers: [.cookie: used])
            #expect(back.headers[.setCookie] == nil, "the used session stayed")
        }
    }

    @Test("images of the asset folder are served, names with spaces too; others are 404")
    func assets() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        try png.write(to: folder.appendingPathComponent("my photo.png"))
        let schema = try #require(SchemaLoader().load(Support.schemaText).schema)
        let server = WorkflowWebServer(assets: AssetFolder(url: folder)) { Session(schema: schema) }
        let app = Application(router: server.router(logRequests: false))
        try await app.test(.router) { client in
            let image = try await client.execute(uri: "/assets/my%20photo", method: .get)
            #expect(image.status == .ok)
            #expect(image.headers[.contentType] == "image/png")
            #expect(Data(buffer: image.body) == png)
            let missing = try await client.execute(uri: "/assets/nothing", method: .get)
            #expect(missing.status == .notFound)
        }
    }
}
