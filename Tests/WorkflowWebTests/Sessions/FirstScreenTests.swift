import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowTestSupport

@testable import WorkflowSessionHost
@testable import WorkflowWeb

private typealias Support = ServerTestSupport
private typealias Browser = DurableSessionTests.Browser

@Suite("Sessions made at the first step: a visit that only looks costs none", .timeLimit(.minutes(2)))
struct FirstScreenTests {
    /// A page's bytes with its form's token taken out.
    static func withoutToken(_ html: String) -> String {
        guard let token = ServedPage.hidden("csrf", in: html) else { return html }
        return html.replacingOccurrences(of: token, with: "")
    }

    /// Runs a server on a memory store of its own for `body`, with a new browser's first page there;
    /// the server, the store and that browser afterwards.
    fileprivate static func withFirstPage(
        _ body: @Sendable @escaping (any TestClientProtocol, Browser) async throws -> Void
    ) async throws -> (server: WorkflowWebServer, store: MemorySessionStore, browser: Browser) {
        let store = MemorySessionStore()
        let server = try DurableSessionTests.server(store: store)
        let made = Box<Browser>()
        try await DurableSessionTests.run(server) { client in
            let browser = try Browser(try await client.execute(uri: "/", method: .get))
            made.value = browser
            try await body(client, browser)
        }
        return (server, store, try #require(made.value))
    }

    @Test("a visit that only looks makes no session: every browser gets the same first screen but for its cookie and token")
    func lookingIsFree() async throws {
        let store = MemorySessionStore()
        let server = try DurableSessionTests.server(store: store)
        try await DurableSessionTests.run(server) { client in
            let first = try await client.execute(uri: "/", method: .get)
            let second = try await client.execute(uri: "/", method: .get)
            let (one, two) = (try Browser(first), try Browser(second))
            #expect(one.cookie != two.cookie)
            #expect(one.page.token != two.page.token)
            #expect(one.page.token == SessionID.formToken(of: Support.sessionID(one.cookie), schemaVersion: "v1"))
            #expect(Self.withoutToken(one.html) == Self.withoutToken(two.html))
            #expect(one.html.contains("data-wfs-first-screen"), "the page opens no push channel")
            #expect(one.html.contains("data-wfs-journal=\"1\""), "a new session's place in its journal")
            #expect(ServedPage.hidden("first-screen", in: one.html) == "1", "its form says it is the first screen")
            // A cookie that names no session is never taken (someone may have planted it): a new one.
            let again = try await client.execute(uri: "/", method: .get, headers: [.cookie: one.cookie])
            let renewed = try #require(Support.sessionCookie(from: again))
            #expect(renewed != one.cookie)
            #expect(Self.withoutToken(String(buffer: again.body)) == Self.withoutToken(one.html))
            let strange = try await client.execute(
                uri: "/", method: .get, headers: [.cookie: "\(WorkflowWebServer.defaultCookieName)=Robert'); DROP"])
            #expect(strange.headers[.setCookie] != nil)
        }
        #expect(server.sessions.liveCount == 0)
        #expect(try await store.sessionCount() == 0)
    }

    @Test("the first step makes the session under the page's cookie and token; its page opens the push channel")
    func firstStepMakesIt() async throws {
        let (server, store, browser) = try await Self.withFirstPage { client, browser in
            let tapped = try await DurableSessionTests.post(client, browser, "tap \(try browser.id("Show alert"))")
            #expect(tapped.status == .ok)
            let html = String(buffer: tapped.body)
            #expect(html.contains("Button tapped!"))
            #expect(!html.contains("data-wfs-first-screen"))
            #expect(ServedPage.hidden("csrf", in: html) == browser.page.token, "the same token, now the session's")
            let dismissed = try await DurableSessionTests.post(client, browser, "tap alert-1.button0")
            #expect(dismissed.status == .ok)
            #expect(!String(buffer: dismissed.body).contains("Button tapped!"))
        }
        #expect(server.sessions.liveCount == 1)
        #expect(try await store.sessionCount() == 1)
        // A restart brings it back from its journal, token and all.
        try await DurableSessionTests.run(try DurableSessionTests.server(store: store)) { client in
            let page = try await client.execute(uri: "/", method: .get, headers: [.cookie: browser.cookie])
            #expect(!String(buffer: page.body).contains("data-wfs-first-screen"))
            #expect(ServedPage.hidden("csrf", in: String(buffer: page.body)) == browser.page.token)
        }
    }

    @Test("a first step with another page's token, a made-up cookie, or from a screen other than the first is refused with 403 and makes nothing")
    func forgedFirstSteps() async throws {
        let store = MemorySessionStore()
        let server = try DurableSessionTests.server(store: store)
        try await DurableSessionTests.run(server) { client in
            let one = try Browser(try await client.execute(uri: "/", method: .get))
            let two = try Browser(try await client.execute(uri: "/", method: .get))
            let button = try one.id("Show alert")
            func post(cookie: String, _ fields: [String: String]) async throws -> TestResponse {
                var headers = Support.formHeaders
                headers[.cookie] = cookie
                return try await client.execute(
                    uri: "/events", method: .post, headers: headers, body: Support.form(fields))
            }
            let crossed = try await post(cookie: one.cookie, ["event": "tap \(button)", "csrf": two.page.token])
            #expect(crossed.status == .forbidden)
            #expect(String(buffer: crossed.body).contains("This browser has no session here"))
            let madeUp = "\(WorkflowWebServer.defaultCookieName)=abc"
            let made = try await post(cookie: madeUp, ["event": "tap \(button)", "csrf": SessionID.formToken(of: "abc", schemaVersion: "v1")])
            #expect(made.status == .forbidden)
            let later = try await post(cookie: one.cookie, ["event": "tap \(button)", "csrf": one.page.token, "sequence": "5"])
            #expect(later.status == .forbidden, "a page of a later screen: its session is gone")
            let untokened = try await post(cookie: one.cookie, ["event": "tap \(button)"])
            #expect(untokened.status == .forbidden)
            // A later screen's form (no first-screen mark) of a session gone since, with the token
            // derived from its id: refused, not applied to a new session's first screen.
            var headers = Support.formHeaders
            headers[.cookie] = one.cookie
            let unmarked = try await client.execute(
                uri: "/events", method: .post, headers: headers,
                body: ByteBuffer(string: ServedPage.formBody(["event": "tap \(button)", "csrf": one.page.token])))
            #expect(unmarked.status == .forbidden)
        }
        #expect(server.sessions.liveCount == 0)
        #expect(try await store.sessionCount() == 0)
    }

    @Test("through the JSON API with the page's cookie, a first event names the first screen's sequence")
    func firstEventThroughTheAPI() async throws {
        let (server, _, _) = try await Self.withFirstPage { client, browser in
            var headers: HTTPFields = [.cookie: browser.cookie, .contentType: "application/json"]
            headers[SessionAPI.csrfHeader] = browser.page.token
            let button = try browser.id("Show alert")
            func post(_ body: String) async throws -> HTTPResponse.Status {
                try await client.execute(
                    uri: "/api/v1/events", method: .post, headers: headers, body: ByteBuffer(string: body)
                ).status
            }
            #expect(try await post(#"{"event": "tap", "element": "\#(button)"}"#) == .notFound, "which screen is not said")
            #expect(try await post(#"{"event": "tap", "element": "\#(button)", "sequence": 5}"#) == .notFound)
            #expect(try await post(#"{"event": "tap", "element": "\#(button)", "sequence": 1}"#) == .ok)
        }
        #expect(server.sessions.liveCount == 1)
    }

    @Test("first steps of one page sent at once (a double tap, queued taps) make one session and all are taken")
    func firstStepsAtOnce() async throws {
        let (server, store, browser) = try await Self.withFirstPage { client, browser in
            let field = try #require(browser.field)
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for number in 0..<8 {
                    group.addTask {
                        try await DurableSessionTests.post(client, browser, "enterText \(field) Ann\(number)").status
                    }
                }
                var all: [HTTPResponse.Status] = []
                for try await status in group { all.append(status) }
                return all
            }
            #expect(statuses.allSatisfy { $0 == .ok }, "\(statuses)")
        }
        #expect(server.sessions.liveCount == 1)
        let id = Support.sessionID(browser.cookie)
        let entries = try await store.entries(of: id, from: 0)
        #expect(entries.filter { if case .start = $0.record { true } else { false } }.count == 1)
        #expect(entries.count == 9, "one start and eight texts")
    }

    @Test("a flood of first steps cannot push out sessions in use, and gives its own places up first")
    func floodOfFirstSteps() async throws {
        let server = try Support.server(limits: SessionHostLimits(maximumSessions: 2))
        try await Support.application(server).test(.router) { client in
            // A browser that came back (its page's push channel, or its next page, uses its session).
            let inUse = try await Support.startSession(client)
            #expect(try await client.execute(uri: "/", method: .get, headers: [.cookie: inUse.cookie]).status == .ok)
            // A first step and nothing more, as a flood sends.
            let flood = try await Support.startSession(client)
            // The next first step takes the flood's place, not the one in use.
            let newcomer = try await Support.startSession(client)
            let again = String(buffer: try await client.execute(uri: "/", method: .get, headers: [.cookie: inUse.cookie]).body)
            #expect(!again.contains("data-wfs-first-screen"), "the session in use was kept")
            let flooded = String(buffer: try await client.execute(uri: "/", method: .get, headers: [.cookie: flood.cookie]).body)
            #expect(flooded.contains("data-wfs-first-screen"), "the flood's session gave its place up")
            // Both in use now: one more first step finds no place.
            _ = try await client.execute(uri: "/", method: .get, headers: [.cookie: newcomer.cookie])
            let late = try await Support.openPage(client)
            let refused = try await client.execute(
                uri: "/events", method: .post, headers: late.formHeaders(),
                body: Support.form(["csrf": late.csrf, "event": "tap \(late.button)"]))
            #expect(refused.status == .serviceUnavailable)
        }
    }

    @Test("a session made by a step that gives its place up before it is used again keeps its journal")
    func evictedStepIsKept() async throws {
        let store = MemorySessionStore()
        let server = try Support.server(limits: SessionHostLimits(maximumSessions: 1), store: store)
        try await Support.application(server).test(.router) { client in
            let first = try await Support.startSession(client)
            _ = try await Support.startSession(client)  // takes the only place
            let back = String(buffer: try await client.execute(uri: "/", method: .get, headers: [.cookie: first.cookie]).body)
            #expect(back.contains("value=\"Ann\""), "restored from its journal, with the text of its first step")
        }
    }

    @Test("a session made again under the same id has a new reference (a backend's idempotency keys do not repeat)")
    func newLifeNewReference() async throws {
        let server = try Support.server()
        let id = SessionID.random()
        let token = SessionID.formToken(of: id, schemaVersion: "version 0")
        guard case .found(let first) = await server.sessions.createAtFirstEvent(id: id, csrfToken: token, user: nil, client: nil)
        else { Issue.record("not made"); return }
        server.sessions.drop(id)
        guard case .found(let again) = await server.sessions.createAtFirstEvent(id: id, csrfToken: token, user: nil, client: nil)
        else { Issue.record("not made again"); return }
        #expect(first.csrfToken == again.csrfToken)
        #expect(first.identity.reference != again.identity.reference)
    }

    @Test("an app whose start awaits a reply makes its session at the first visit")
    func startThatWaits() async throws {
        // The start sends a message to the root delegate, which has not answered yet.
        let waiting = try #require(
            SchemaLoader().load(
                """
                <workflow><screen><title>Waiting</title><view><label>Hello</label></view><actions>
                <sendMessage name="viewDidLoad"><message><name>slow</name><destinationType>rootDelegate</destinationType></message></sendMessage>
                </actions></screen></workflow>
                """
            ).schema)
        let server = WorkflowWebServer(store: MemorySessionStore()) { _ in
            Session(schema: waiting, rootDelegate: DurableSessionTests.delegate(answersSlow: false))
        }
        try await DurableSessionTests.run(server) { client in
            let page = try await client.execute(uri: "/", method: .get)
            #expect(page.status == .ok)
            #expect(!String(buffer: page.body).contains("data-wfs-first-screen"))
        }
        #expect(server.sessions.liveCount == 1)
        #expect(await server.sessions.firstScreen() == nil)
    }
}
