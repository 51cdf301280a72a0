import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import WorkflowRuntime
import WorkflowTestSupport
import WorkflowSchema

@testable import WorkflowWeb

@Suite("The JSON API for native clients (/api/v1)", .timeLimit(.minutes(2)))
struct SessionAPITests {
    typealias Support = ServerTestSupport

    /// A body as a JSON object.
    private func json(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
    }

    /// The elements of a state's snapshot, depth first.
    private func elements(_ state: [String: Any]) -> [[String: Any]] {
        func walk(_ element: [String: Any]) -> [[String: Any]] {
            [element] + ((element["children"] as? [[String: Any]]) ?? []).flatMap(walk)
        }
        guard let snapshot = state["snapshot"] as? [String: Any], let window = snapshot["window"] as? [String: Any]
        else { return [] }
        return walk(window)
    }

    private func id(showing text: String, in state: [String: Any]) -> String? {
        elements(state).first { $0["text"] as? String == text || $0["detail"] as? String == text }?["id"] as? String
    }

    private static let jsonHeaders: HTTPFields = [.contentType: "application/json"]

    private func bearer(_ token: String, json: Bool = true) -> HTTPFields {
        var headers: HTTPFields = json ? Self.jsonHeaders : [:]
        headers[.authorization] = "Bearer \(token)"
        return headers
    }

    @Test("A session made by the API is read and moved on with its token; a refused event keeps the state")
    func bearerSession() async throws {
        try await Support.application(try Support.server()).test(.router) { client in
            let made = try await client.execute(uri: "/api/v1/sessions", method: .post, headers: Self.jsonHeaders)
            #expect(made.status == .created)
            #expect(made.headers[.contentType] == "application/json")
            let state = try json(made)
            let token = try #require(state["token"] as? String)
            #expect(state["csrfToken"] == nil)
            #expect(id(showing: "Hello from the server", in: state) != nil)
            let read = try await client.execute(uri: "/api/v1/session", method: .get, headers: bearer(token, json: false))
            #expect(read.status == .ok)
            #expect(try json(read)["token"] == nil)
            let button = try #require(id(showing: "Show alert", in: state))
            let tapped = try await client.execute(
                uri: "/api/v1/events", method: .post, headers: bearer(token),
                body: ByteBuffer(string: #"{"event": "tap", "element": "\#(button)"}"#))
            #expect(tapped.status == .ok)
            #expect(id(showing: "Button tapped!", in: try json(tapped)) != nil)
            let refused = try await client.execute(
                uri: "/api/v1/events", method: .post, headers: bearer(token),
                body: ByteBuffer(string: #"{"event": "tap", "element": "button-99"}"#))
            #expect(refused.status == .conflict)
            #expect(refused.headers[.contentType] == "application/problem+json")
            let problem = try json(refused)
            #expect((problem["detail"] as? String)?.hasPrefix("The screen refused the event: ") == true)
            #expect(id(showing: "Button tapped!", in: try #require(problem["state"] as? [String: Any])) != nil)
        }
    }

    @Test("What was typed goes with the event, as a page's fields do")
    func typedInputs() async throws {
        try await Support.application(try Support.server()).test(.router) { client in
            let state = try json(try await client.execute(uri: "/api/v1/sessions", method: .post, headers: Self.jsonHeaders))
            let token = try #require(state["token"] as? String)
            let field = try #require(elements(state).first { $0["kind"] as? String == "textField" }?["id"] as? String)
            let button = try #require(id(showing: "Show alert", in: state))
            let tapped = try await client.execute(
                uri: "/api/v1/events", method: .post, headers: bearer(token),
                body: ByteBuffer(
                    string: #"{"event": "tap", "element": "\#(button)", "inputs": [{"element": "\#(field)", "value": "Ann"}]}"#))
            let after = try json(tapped)
            #expect(elements(after).first { $0["id"] as? String == field }?["value"] as? String == "Ann")
        }
    }

    @Test("Requests that are not events are refused with a problem that says why", arguments: [
        (#"{"event": "tap"}"#, 400, "`element` is missing"),
        (#"{"event": "jump", "element": "x"}"#, 400, "`event` must be one of"),
        (#"{"event": "tap", "elemnt": "x"}"#, 400, "`elemnt` is not one of its keys"),
        (#"{"event": "tap", "element": 5}"#, 400, "`element` has the wrong type"),
        (#"{"event": "taps", "element": "x", "value": "many"}"#, 400, "`value` must be a tap count"),
        (#"{"event": "tap", "element": "x", "sequence": -1}"#, 400, "`sequence` is not valid"),
        ("not json", 400, "it is not JSON"),
    ])
    func badEvents(body: String, status: Int, detail: String) async throws {
        try await Support.application(try Support.server()).test(.router) { client in
            let token = try #require(try json(try await client.execute(uri: "/api/v1/sessions", method: .post, headers: Self.jsonHeaders))["token"] as? String)
            let response = try await client.execute(
                uri: "/api/v1/events", method: .post, headers: bearer(token), body: ByteBuffer(string: body))
            #expect(response.status.code == status)
            let problem = try json(response)
            #expect((problem["detail"] as? String)?.contains(detail) == true, "\(problem["detail"] ?? "")")
        }
    }

    @Test("No token, a malformed one, an unknown one, the wrong type or size, a method a path does not take")
    func refusals() async throws {
        try await Support.application(try Support.server()).test(.router) { client in
            let none = try await client.execute(uri: "/api/v1/session", method: .get)
            #expect(none.status == .unauthorized)
            #expect(none.headers[.wwwAuthenticate] == "Bearer realm=\"wfs\"")
            let malformed = try await client.execute(uri: "/api/v1/session", method: .get, headers: [.authorization: "Basic abc"])
            #expect(malformed.status == .unauthorized)
            let unknown = try await client.execute(
                uri: "/api/v1/session", method: .get, headers: bearer(String(repeating: "a", count: 32)))
            #expect(unknown.status == .notFound)
            let token = try #require(try json(try await client.execute(uri: "/api/v1/sessions", method: .post, headers: Self.jsonHeaders))["token"] as? String)
            var form = bearer(token, json: false)
            form[.contentType] = "application/x-www-form-urlencoded"
            let wrongType = try await client.execute(
                uri: "/api/v1/events", method: .post, headers: form, body: ByteBuffer(string: "event=back"))
            #expect(wrongType.status == .unsupportedMediaType)
            let large = try await client.execute(
                uri: "/api/v1/events", method: .post, headers: bearer(token),
                body: ByteBuffer(string: #"{"event": "back", "value": ""# + String(repeating: "x", count: 70_000) + #""}"#))
            #expect(large.status == .contentTooLarge)
            let put = try await client.execute(uri: "/api/v1/session", method: .put, headers: bearer(token))
            #expect(put.status == .methodNotAllowed)
            #expect(put.headers[.allow] == "GET")
        }
    }

    @Test("With the page's cookie, reading gives the CSRF token, and a post needs it (the first one makes the session)")
    func cookieNeedsCSRF() async throws {
        let server = try Support.server()
        try await Support.application(server).test(.router) { client in
            let page = try await client.execute(uri: "/", method: .get)
            let cookie = try #require(Support.sessionCookie(from: page))
            let state = try json(try await client.execute(uri: "/api/v1/session", method: .get, headers: [.cookie: cookie]))
            let csrf = try #require(state["csrfToken"] as? String)
            #expect(csrf == ServedPage.hidden("csrf", in: String(buffer: page.body)))
            #expect(server.sessions.liveCount == 0, "reading the first screen made no session")
            let button = try #require(id(showing: "Show alert", in: state))
            var headers = Self.jsonHeaders
            headers[.cookie] = cookie
            let body = #"{"event": "tap", "element": "\#(button)"}"#
            let without = try await client.execute(
                uri: "/api/v1/events", method: .post, headers: headers, body: ByteBuffer(string: body))
            #expect(without.status == .forbidden)
            headers[SessionAPI.csrfHeader] = csrf
            let with = try await client.execute(
                uri: "/api/v1/events", method: .post, headers: headers, body: ByteBuffer(string: body))
            #expect(with.status == .ok)
            // The page shows what the API did: it is the same session.
            let again = try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie])
            #expect(String(buffer: again.body).contains("Button tapped!"))
        }
    }

    @Test("An event for a screen the session has moved on from is refused with where it is")
    func staleSequence() async throws {
        let schema = try #require(SchemaLoader().load(Support.schemaText).schema)
        let server = WorkflowWebServer(store: MemorySessionStore()) { Session(schema: schema) }
        try await Support.application(server).test(.router) { client in
            let state = try json(try await client.execute(uri: "/api/v1/sessions", method: .post, headers: Self.jsonHeaders))
            let token = try #require(state["token"] as? String)
            let sequence = try #require(state["sequence"] as? Int)
            let button = try #require(id(showing: "Show alert", in: state))
            let tap = #"{"event": "tap", "element": "\#(button)", "sequence": \#(sequence)}"#
            let first = try await client.execute(
                uri: "/api/v1/events", method: .post, headers: bearer(token), body: ByteBuffer(string: tap))
            #expect(first.status == .ok)
            #expect(try json(first)["sequence"] as? Int ?? 0 > sequence)
            let second = try await client.execute(
                uri: "/api/v1/events", method: .post, headers: bearer(token), body: ByteBuffer(string: tap))
            #expect(second.status == .conflict)
            #expect((try json(second)["detail"] as? String)?.contains("moved on since sequence \(sequence)") == true)
        }
    }

    @Test("An issue names its place with the keys every JSON form uses, and the file by its name only")
    func issuePlace() throws {
        let range = SourceRange(
            start: SourceLocation(line: 3, column: 5, offset: 40), end: SourceLocation(line: 3, column: 17, offset: 52))
        let issue = RuntimeIssue(.warning, "no one handled it", source: "/srv/app/app.xml", range: range, code: .unhandledMessage)
        let written = try JSONSerialization.jsonObject(with: JSONEncoder().encode(APIState.Issue(issue))) as? [String: Any]
        #expect(written?["file"] as? String == "app.xml")
        #expect(written?["line"] as? Int == 3)
        #expect(written?["column"] as? Int == 5)
        #expect(written?["endLine"] as? Int == 3)
        #expect(written?["endColumn"] as? Int == 17)
        #expect(written?["code"] as? String == issue.code.rawValue)
        let placeless = RuntimeIssue(.error, "lost", code: .unhandledMessage)
        let bare = try JSONSerialization.jsonObject(with: JSONEncoder().encode(APIState.Issue(placeless))) as? [String: Any]
        #expect(bare.map { Set($0.keys) } == ["severity", "message", "code"])
    }

    @Test("The description served is the one committed as docs/openapi.json")
    func description() async throws {
        let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/openapi.json")
        let text = try String(contentsOf: committed, encoding: .utf8)
        #expect(text == OpenAPIDocument.json, "run `wfs schema --openapi > docs/openapi.json`")
        try await Support.application(try Support.server()).test(.router) { client in
            let served = try await client.execute(uri: "/api/v1/openapi.json", method: .get)
            #expect(served.status == .ok)
            #expect(String(buffer: served.body) == OpenAPIDocument.json)
        }
    }
}
