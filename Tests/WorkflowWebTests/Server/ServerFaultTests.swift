import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WorkflowRuntime
import WorkflowTestSupport
import WorkflowSchema
import WorkflowWeb

/// A count shared by concurrent tasks.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

// The limit guards against a hang; under the thread sanitizer on a busy 2-core machine, 40 message loops take minutes.
@Suite("The server under faults: fairness and containment", .timeLimit(.minutes(10)))
struct ServerFaultTests {
    typealias Support = ServerTestSupport

    /// "Storm" sends a message that loops until the per-event budget stops it: each event keeps
    /// its session busy for a while. "Calm" shows an alert.
    static let schemaText = """
        <workflow><screen><title>Faults</title><view><container>
        <button><title>Storm</title><message>storm</message></button>
        <button><title>Calm</title><message>calm</message></button>
        </container></view><actions>
        <multipleActions name="storm">
        <sendMessage><message><name>storm</name><destinationType>self</destinationType></message></sendMessage>
        <sendMessage><message><name>storm</name><destinationType>self</destinationType></message></sendMessage>
        </multipleActions>
        <showAlert name="calm">All calm</showAlert></actions></screen></workflow>
        """

    static func server() throws -> WorkflowWebServer {
        let result = SchemaLoader().load(schemaText)
        guard let schema = result.schema, !result.hasErrors else { throw Support.SetupError() }
        let limits = RuntimeLimits(maximumMessageDepth: 1_000, maximumMessagesPerTurn: 2_000)
        return WorkflowWebServer { Session(schema: schema, limits: limits) }
    }

    /// A new browser: its cookie, CSRF token and the ids of the buttons.
    static func browser(
        _ client: some TestClientProtocol
    ) async throws -> (cookie: String, token: String, ids: [String: String]) {
        let page = try await client.execute(uri: "/", method: .get)
        let html = String(buffer: page.body)
        let cookie = try #require(Support.sessionCookie(from: page))
        let token = try #require(ServedPage.hidden("csrf", in: html))
        var ids: [String: String] = [:]
        for title in ["Storm", "Calm"] {
            let id = try #require(ServedPage.elementID(showing: title, in: html))
            ids[title] = id
        }
        return (cookie, token, ids)
    }

    static func tap(
        _ title: String, as browser: (cookie: String, token: String, ids: [String: String]),
        with client: some TestClientProtocol
    ) async throws -> TestResponse {
        var headers = Support.formHeaders
        headers[.cookie] = browser.cookie
        headers[WorkflowWebServer.fetchHeader] = "1"
        return try await client.execute(
            uri: "/events", method: .post, headers: headers,
            body: Support.form(["event": "tap", "id": browser.ids[title] ?? "", "csrf": browser.token]))
    }

    @Test("one browser's storm of slow events does not hold up another browser's event")
    func fairness() async throws {
        let app = Support.application(try Self.server())
        try await app.test(.router) { client in
            let stormy = try await Self.browser(client)
            let calm = try await Self.browser(client)
            let storm = 40
            let finished = Counter()
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<storm {
                    group.addTask {
                        _ = try await Self.tap("Storm", as: stormy, with: client)
                        finished.add()
                    }
                }
                // Once the storm is under way, the calm browser taps once.
                while finished.value < 1 { await Task.yield() }
                let response = try await Self.tap("Calm", as: calm, with: client)
                let stormDoneWhenCalmAnswered = finished.value
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("All calm"))
                #expect(stormDoneWhenCalmAnswered < storm, "the calm event waited for the whole storm")
                try await group.waitForAll()
            }
            #expect(finished.value == storm)
        }
    }

    @Test("an error in one session (a message loop) stays in it: the other session and the next event work")
    func containment() async throws {
        let app = Support.application(try Self.server())
        try await app.test(.router) { client in
            let failing = try await Self.browser(client)
            let other = try await Self.browser(client)
            let stormed = try await Self.tap("Storm", as: failing, with: client)
            #expect(stormed.status == .ok)
            // People read one sentence, not the runtime's message (that is the developer panel's).
            let trouble = PageRenderer.troubleSentence
            #expect(String(buffer: stormed.body).contains(trouble))
            #expect(!String(buffer: stormed.body).contains("loop"))
            #expect(!String(buffer: try await Self.tap("Calm", as: other, with: client).body).contains(trouble))
            let calmed = String(buffer: try await Self.tap("Calm", as: failing, with: client).body)
            #expect(calmed.contains("All calm") && !calmed.contains(trouble))
        }
    }
}
