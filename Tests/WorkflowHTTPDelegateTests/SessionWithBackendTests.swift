import Foundation
import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowTestSupport

@testable import WorkflowHTTPDelegate

@Suite("Sessions whose root delegate is the application's backend")
struct SessionWithBackendTests {
    /// A screen that asks the backend for fruit as it loads, and shows the answer or the failure's text.
    static let shop = """
        <workflow><screen><title>Shop</title><view><container><label name="status">Asking</label></container></view>
        <actions>
        <sendMessage name="viewDidLoad"><message><name>getFruit</name><destinationType>rootDelegate</destinationType></message>
        <updateViews name="success"><viewNames>status</viewNames><parameterName>text</parameterName>
        <value><string keyPath="fruit" /></value></updateViews>
        <updateViews name="failure"><viewNames>status</viewNames><parameterName>text</parameterName>
        <value><string keyPath="error" /></value></updateViews>
        </sendMessage></actions></screen></workflow>
        """

    /// A decision graph whose one question the backend answers.
    static let check = """
        <workflow><screen><title>Check</title><view><container><label name="result">Not yet</label></container></view>
        <actions><runGraph name="viewDidLoad"><graph>check</graph>
        <decision name="isReady" />
        <outcome name="Ready"><node>isReady</node><result>yes</result></outcome>
        <outcome name="Waiting"><node>isReady</node><result>no</result></outcome>
        <updateViews name="failed"><viewNames>result</viewNames><parameterName>text</parameterName><value>Failed</value></updateViews>
        <updateViews><viewNames>result</viewNames><parameterName>text</parameterName><value><string keyPath="outcome" /></value></updateViews>
        </runGraph></actions></screen></workflow>
        """

    /// Runs `text` with the backend until the label `name` no longer shows `initial` (at most two minutes, for slow
    /// builds such as the thread sanitizer's, whose requests can take seconds).
    private func run(_ text: String, backend: TestBackend, until name: String, changesFrom initial: String) async throws
        -> Session
    {
        let schema = try #require(SchemaLoader().load(text).schema)
        let link = try DelegateBackend(url: backend.url, deadline: .seconds(50))
        let session = Session(schema: schema, rootDelegate: link.delegate(sessionReference: "s1"))
        await session.start()
        // A graph's questions are not replies the page waits for: look at the label itself.
        do {
            try await eventually("the label \(name) changes from '\(initial)'") {
                await self.text(of: name, in: session) != initial
            }
        } catch {
            await link.shutdown()
            throw error
        }
        await link.shutdown()
        return session
    }

    private func text(of name: String, in session: Session) async -> String? {
        await session.snapshot().activeElements.first { $0.name == name }?.text
    }

    @Test("The backend's data reaches the success path, and the request names the element that sent it")
    func success() async throws {
        let backend = try await TestBackend(["getFruit": [.init(body: #"{"outcome": "success", "userInfo": {"fruit": "Lemon"}}"#)]])
        defer { backend.stop() }
        let session = try await run(Self.shop, backend: backend, until: "status", changesFrom: "Asking")
        #expect(await text(of: "status", in: session) == "Lemon")
        let sender = try #require(backend.requests.first?.json["sender"] as? [String: Any])
        #expect(sender["tag"] as? String == "sendMessage")
        #expect(sender["line"] as? Int == 3)
        #expect(sender["endLine"] as? Int == 3)
        #expect((sender["endColumn"] as? Int ?? 0) > (sender["column"] as? Int ?? 0))
    }

    @Test("A backend that answers garbage: the failure path shows the person's text, and the session reports the code")
    func garbage() async throws {
        let backend = try await TestBackend(["getFruit": [.init(body: "<html>oops</html>")]])
        defer { backend.stop() }
        let session = try await run(Self.shop, backend: backend, until: "status", changesFrom: "Asking")
        #expect(await text(of: "status", in: session) == "The app's service could not answer. Try again in a moment.")
        let issues = await session.issues
        #expect(issues.map(\.code) == [.delegateBadAnswer])
        // The issue is placed on the element that sent the message.
        #expect(issues.first?.range?.start.line == 3)
    }

    @Test("A graph's question goes to the backend as a question about its node")
    func question() async throws {
        let backend = try await TestBackend(["isReady": [.init(body: #"{"outcome": "success", "name": "yes"}"#)]])
        defer { backend.stop() }
        let session = try await run(Self.check, backend: backend, until: "result", changesFrom: "Not yet")
        #expect(await text(of: "result", in: session) == "Ready")
        let sent = try #require(backend.requests.first?.json)
        #expect(sent["kind"] as? String == "question")
        #expect(sent["node"] as? String == "isReady")
        #expect(sent["requestKey"] as? String == "graph-0-isReady-1")
    }

    @Test("A question the backend cannot answer fails the graph, and its code is reported")
    func failedQuestion() async throws {
        let backend = try await TestBackend(["isReady": [.init(status: 400, body: "{}")]])
        defer { backend.stop() }
        let session = try await run(Self.check, backend: backend, until: "result", changesFrom: "Not yet")
        #expect(await text(of: "result", in: session) == "Failed")
        let codes = await session.issues.map(\.code)
        #expect(codes.contains(.delegateStatus), "\(codes)")
        #expect(codes.contains(.graphFailed), "\(codes)")
    }
}
