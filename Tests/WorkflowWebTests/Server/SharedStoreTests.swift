import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowWeb

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
            _ = try await DurableSessionTests.post(b, browser, ["event": "enterText \(field) Ann"])
            #expect(try await DurableSessionTests.page(a, browser).contains("value=\"Ann\""))
            let tapped = try await DurableSessionTests.post(
                a, browser, ["event": "tap \(try browser.id("Show alert"))"])
            #expect(String(buffer: tapped.body).contains("Button tapped!"))
            #expect(try await DurableSessionTests.page(b, browser).contains("Button tapped!"))
            let dismissed = try await DurableSessionTests.post(b, browser, ["event": "tap alert-1.button0"])
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
                async let fromA = DurableSessionTests.post(a, browser, ["event": "enterText \(field) A\(round)"])
                async let fromB = DurableSessionTests.post(b, browser, ["event": "enterText \(field) B\(round)"])
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

    @Test("a reply recorded by one server shows on the other's next page")
    func replyOnOtherServer() async throws {
        let store = MemorySessionStore(isShared: true)
        try await Self.twoServers(on: store, delegate: CountingDelegate(answersSlow: true)) { a, b in
            let browser = try Browser(try await a.execute(uri: "/", method: .get))
            #expect(try await DurableSessionTests.page(b, browser).contains("quick not yet"))
            let quick = try await DurableSessionTests.post(a, browser, ["event": "tap \(try browser.id("Quick"))"])
            #expect(String(buffer: quick.body).contains("quick done"))
            #expect(try await DurableSessionTests.page(b, browser).contains("quick done"))
        }
    }
}
