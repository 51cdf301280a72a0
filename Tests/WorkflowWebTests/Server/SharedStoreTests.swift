import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowSessionHost
import WorkflowTestSupport
@testable import WorkflowWeb

/// Two servers on one shared store, as two `wfs serve` instances on one PostgreSQL database are:
/// a browser's requests may reach either.
@Suite("Several servers on one store: any of them serves any session", .timeLimit(.minutes(10)))
struct SharedStoreTests {
    typealias Support = ServerTestSupport
    typealias Browser = DurableSessionTests.Browser

    /// Runs `body` with the test clients of two servers on `store`.
    static func twoServers(
        on store: any SessionStore, delegate: any RootDelegate = DefaultRootDelegate(),
        _ body: @Sendable @escaping (any TestClientProtocol, any TestClientProtocol) async throws -> Void
    ) async throws {
        let first = try DurableSessionTests.server(store: store, delegate: delegate)
        let second = try DurableSessionTests.server(store: store, delegate: delegate)
        try await DurableSessionTests.run(first) { a in
            try await DurableSessionTests.run(second) { b in try await body(a, b) }
        }
    }

    /// The texts entered into fields, in the journal's order.
    static func enteredTexts(_ store: any SessionStore, _ browser: Browser) async throws -> [String] {
        let id = try #require(browser.cookie.split(separator: "=").last.map(String.init))
        return try await store.entries(of: id, from: 0).compactMap { entry in
            guard case .event(.enterText(_, let text)) = entry.record else { return nil }
            return text
        }
    }

    @Test("requests alternating between two servers see each other's steps: typed text, an alert, its dismissal")
    func alternating() async throws {
        let store = MemorySessionStore(isShared: true)
        try await Self.twoServers(on: store) { a, b in
            let browser = try Browser(try await a.execute(uri: "/", method: .get))
            let field = try #require(browser.field)
            _ = try await DurableSessionTests.post(b, browser, "enterText \(field) Ann")
            #expect(try await DurableSessionTests.page(a, browser).contains("value=\"Ann\""))
            let tapped = try await DurableSessionTests.post(
                a, browser, "tap \(try browser.id("Show alert"))")
            #expect(String(buffer: tapped.body).contains("Button tapped!"))
            #expect(try await DurableSessionTests.page(b, browser).contains("Button tapped!"))
            let dismissed = try await DurableSessionTests.post(b, browser, "tap alert-1.button0")
            #expect(dismissed.status == .ok)
            #expect(!(try await DurableSessionTests.page(a, browser).contains("Button tapped!")))
            #expect(try await DurableSessionTests.page(a, browser).contains("value=\"Ann\""))
        }
        #expect(try await store.sessionCount() == 1)
    }

    @Test("two servers posting to one session at the same moment, 200 times: each event is kept once, in one order")
    func simultaneousPosts() async throws {
        let store = MemorySessionStore(isShared: true)
        let browsers = Box<Browser>()
        try await Self.twoServers(on: store) { a, b in
            let browser = try Browser(try await a.execute(uri: "/", method: .get))
            browsers.value = browser
            let field = try #require(browser.field)
            for round in 0..<200 {
                async let fromA = DurableSessionTests.post(a, browser, "enterText \(field) A\(round)")
                async let fromB = DurableSessionTests.post(b, browser, "enterText \(field) B\(round)")
                let (answerA, answerB) = try await (fromA, fromB)
                #expect(answerA.status == .ok)
                #expect(answerB.status == .ok)
            }
        }
        let texts = try await Self.enteredTexts(store, try #require(browsers.value))
        let expected = (0..<200).flatMap { ["A\($0)", "B\($0)"] }
        #expect(texts.count == 400)
        #expect(Set(texts) == Set(expected))
        // One order: each server's own events keep theirs.
        #expect(texts.filter { $0.hasPrefix("A") } == expected.filter { $0.hasPrefix("A") })
        #expect(texts.filter { $0.hasPrefix("B") } == expected.filter { $0.hasPrefix("B") })
    }

    @Test("a server that has not heard of the other's step yet applies an event where the other left the session, whether its own screen took the event or refused it")
    func unheardSteps() async throws {
        let shared = MemorySessionStore(isShared: true)
        let first = try DurableSessionTests.server(store: UnhearingStore(shared))
        let second = try DurableSessionTests.server(store: UnhearingStore(shared))
        let browsers = Box<Browser>()
        try await DurableSessionTests.run(first) { a in
            try await DurableSessionTests.run(second) { b in
                let browser = try Browser(try await a.execute(uri: "/", method: .get))
                browsers.value = browser
                _ = try await DurableSessionTests.page(b, browser)  // live on both now
                let field = try #require(browser.field)
                #expect(try await DurableSessionTests.post(a, browser, "enterText \(field) Ann").status == .ok)
                // The second server's screen takes the tap; the store refuses its append, and the tap is
                // applied again after the first server's step.
                let tapped = try await DurableSessionTests.post(b, browser, "tap \(try browser.id("Show alert"))")
                #expect(tapped.status == .ok)
                #expect(String(buffer: tapped.body).contains("Button tapped!"))
                #expect(String(buffer: tapped.body).contains("value=\"Ann\""))
                // The first server's screen has no alert: before it says the tap did not work, it reads.
                let dismissed = try await DurableSessionTests.post(a, browser, "tap alert-1.button0")
                #expect(dismissed.status == .ok)
                #expect(!String(buffer: dismissed.body).contains("Button tapped!"))
                #expect(String(buffer: dismissed.body).contains("value=\"Ann\""))
                // A tap that is refused on the session as the store has it is still refused.
                let refused = try await DurableSessionTests.post(b, browser, "tap alert-1.button0")
                #expect(refused.status == .notFound)
            }
        }
        #expect(try await Self.enteredTexts(shared, try #require(browsers.value)) == ["Ann"])
    }

    @Test("a reply recorded by one server shows on the other's next page")
    func replyOnOtherServer() async throws {
        let store = MemorySessionStore(isShared: true)
        try await Self.twoServers(on: store, delegate: DurableSessionTests.delegate(answersSlow: true)) { a, b in
            let browser = try Browser(try await a.execute(uri: "/", method: .get))
            #expect(try await DurableSessionTests.page(b, browser).contains("quick not yet"))
            let quick = try await DurableSessionTests.post(a, browser, "tap \(try browser.id("Quick"))")
            #expect(String(buffer: quick.body).contains("quick done"))
            #expect(try await DurableSessionTests.page(b, browser).contains("quick done"))
        }
    }
}

extension SharedStoreTests {
    @Test("a page's push channel on one server gets the new journal length when the other server moves the session on")
    func pushedFromOtherServer() async throws {
        let store = MemorySessionStore(isShared: true)
        // The channel's answer ends with its lifetime: long enough for a post on a machine busy with
        // the thread sanitizer and the other suites.
        let limits = SessionHostLimits(pushChannelLifetime: .seconds(10))
        let first = try DurableSessionTests.server(store: store, limits: limits)
        let second = try DurableSessionTests.server(store: store, limits: limits)
        try await DurableSessionTests.run(first) { a in
            try await DurableSessionTests.run(second) { b in
                // The second server hears of the first one's appends as a database's NOTIFY would tell it.
                let watching = Task { await second.watchStore() }
                defer { watching.cancel() }
                let browser = try Browser(try await a.execute(uri: "/", method: .get))
                let field = try #require(browser.field)
                // The first step makes the session; the page it answers with opens the channel.
                let first = try await DurableSessionTests.post(a, browser, "enterText \(field) Ann")
                let shown = try #require(Self.journalLength(in: String(buffer: first.body)))
                async let channel = b.execute(
                    uri: "/_wfs/changes?after=\(shown)", method: .get, headers: [.cookie: browser.cookie])
                try await eventually("the channel is open") { second.sessions.pushChannels.openCount == 1 }
                let typed = try await DurableSessionTests.post(a, browser, "enterText \(field) Bob")
                let after = try #require(Self.journalLength(in: String(buffer: typed.body)))
                #expect(after > shown)
                let events = try await channel
                #expect(events.headers[.contentType] == "text/event-stream")
                #expect(String(buffer: events.body).contains("id: \(after)\ndata: changed\n\n"), "\(String(buffer: events.body))")
            }
        }
    }

    @Test("a push channel without a session or a store is refused with 204, so the browser stops asking")
    func noChannel() async throws {
        let plain = try DurableSessionTests.server(store: MemorySessionStore())
        try await DurableSessionTests.run(plain) { client in
            let none = try await client.execute(uri: "/_wfs/changes", method: .get)
            #expect(none.status == .noContent)
            let unknown: HTTPFields = [.cookie: "\(WorkflowWebServer.defaultCookieName)=0123"]
            let stranger = try await client.execute(uri: "/_wfs/changes", method: .get, headers: unknown)
            #expect(stranger.status == .noContent)
        }
    }

    /// The journal length a page shows (`data-wfs-journal`).
    static func journalLength(in html: String) -> Int? {
        guard let start = html.range(of: "data-wfs-journal=\"")?.upperBound else { return nil }
        return Int(html[start...].prefix { $0 != "\"" })
    }
}
