import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WorkflowRuntime
import WorkflowTestSupport
import WorkflowSchema
import WorkflowWeb

@Suite("wfs serve: what was typed reaches the session with the next event", .timeLimit(.minutes(2)))
struct TypedTextTests {
    typealias Support = ServerTestSupport

    /// A sign-up form: Submit validates both fields, so it only passes when their text arrived first.
    static let schemaText = """
        <workflow><navigation><screen><title>Sign up</title><form><container>
        <textField name="userName"><placeholder>Your name</placeholder>
        <doesMatchRegularExpression><pattern>.</pattern><failureMessage>Enter your name</failureMessage></doesMatchRegularExpression></textField>
        <textField name="email"><placeholder>Email</placeholder><keyboardType>emailAddress</keyboardType>
        <doesMatchRegularExpression><pattern>@</pattern><failureMessage>Enter an email address</failureMessage></doesMatchRegularExpression></textField>
        <textView name="notes"><accessibilityLabel>Notes</accessibilityLabel></textView>
        <button><title>Submit</title><message>submit</message></button>
        </container><actions>
        <showAlert name="didSubmit"><title>Welcome</title><message><string keyPath="userName" /></message></showAlert>
        <showAlert name="didNotSubmit"><message><string keyPath="failureMessage" /></message></showAlert>
        </actions></form></screen></navigation></workflow>
        """

    static func server() throws -> WorkflowWebServer {
        let result = SchemaLoader().load(schemaText)
        guard let schema = result.schema, !result.hasErrors else { throw Support.SetupError() }
        return WorkflowWebServer { Session(schema: schema) }
    }

    /// A browser on the form: its cookie, token and the ids of its fields and button.
    struct Page {
        var cookie: String
        var token: String
        var name: String
        var email: String
        var notes: String
        var submit: String

        init(_ response: TestResponse) throws {
            let html = String(buffer: response.body)
            cookie = try #require(Support.sessionCookie(from: response))
            token = try #require(ServedPage.hidden("csrf", in: html))
            name = try #require(ServedPage.fieldID(placeholder: "Your name", in: html))
            email = try #require(ServedPage.fieldID(placeholder: "Email", in: html))
            notes = try #require(html.range(of: "name=\"field.textView").map { _ in "textView-1" })
            submit = try #require(ServedPage.elementID(showing: ">Submit<", in: html))
        }

        var headers: HTTPFields {
            var headers = Support.formHeaders
            headers[.cookie] = cookie
            return headers
        }
    }

    static func post(
        _ client: some TestClientProtocol, _ page: Page, _ fields: [String: String]
    ) async throws
        -> String
    {
        var all = fields
        all["csrf"] = page.token
        _ = try await client.execute(uri: "/events", method: .post, headers: page.headers, body: Support.form(all))
        let shown = try await client.execute(uri: "/", method: .get, headers: [.cookie: page.cookie])
        return String(buffer: shown.body)
    }

    @Test("typing a name and an email and then tapping Submit submits them (no Enter pressed)")
    func typeThenTap() async throws {
        let app = Application(router: try Self.server().router(logRequests: false))
        try await app.test(.router) { client in
            let page = try Page(try await client.execute(uri: "/", method: .get))
            let html = try await Self.post(
                client, page,
                ["event": "tap \(page.submit)", "field.\(page.name)": "Ann", "field.\(page.email)": "ann@example.com"])
            #expect(html.contains(">Welcome</h2>"))
            #expect(html.contains(">Ann</p>"))
        }
    }

    @Test("unchanged fields are not entered again; a text area's CR LF arrives as LF")
    func unchangedAndLineEnds() async throws {
        let app = Application(router: try Self.server().router(logRequests: false))
        try await app.test(.router) { client in
            let page = try Page(try await client.execute(uri: "/", method: .get))
            // A page without the script posts every field: empty ones that were empty stay untouched.
            var html = try await Self.post(
                client, page,
                [
                    "event": "tap \(page.submit)", "field.\(page.name)": "", "field.\(page.email)": "",
                    "field.\(page.notes)": "one\r\ntwo",
                ])
            #expect(html.contains(">Enter your name</p>"))
            #expect(html.contains(">\none\ntwo</textarea>"))
            html = try await Self.post(client, page, ["event": "tap alert-1.button0"])
            #expect(!html.contains("<dialog"))
        }
    }

    @Test("Enter in a page without the script returns in the field whose text changed")
    func returnInUnnamedField() async throws {
        let app = Application(router: try Self.server().router(logRequests: false))
        try await app.test(.router) { client in
            let page = try Page(try await client.execute(uri: "/", method: .get))
            // Return in the name field moves the focus to the email field.
            let html = try await Self.post(
                client, page, ["event": "pressReturn", "field.\(page.name)": "Ann", "field.\(page.email)": ""])
            let email = try #require(HTMLPiece.input(of: page.email, in: html))
            #expect(email.contains(" autofocus"))
            #expect(HTMLPiece.input(of: page.name, in: html)?.contains("value=\"Ann\"") == true)
        }
    }

    @Test("a field that is no longer on screen refuses the whole post: nothing is half applied")
    func staleField() async throws {
        let app = Application(router: try Self.server().router(logRequests: false))
        try await app.test(.router) { client in
            let page = try Page(try await client.execute(uri: "/", method: .get))
            var all = ["event": "tap \(page.submit)", "field.\(page.name)": "Ann", "field.textField-99": "lost"]
            all["csrf"] = page.token
            let refused = try await client.execute(
                uri: "/events", method: .post, headers: page.headers, body: Support.form(all))
            #expect(refused.status == .notFound)
            let html = String(buffer: refused.body)
            #expect(html.contains("the field textField-99 is no longer on screen"))
            // Neither the name nor the tap was applied.
            #expect(!html.contains("<dialog"))
            #expect(HTMLPiece.input(of: page.name, in: html)?.contains("value=\"\"") == true)
        }
    }
}
