import Foundation
import Hummingbird
import HummingbirdTesting
import WorkflowRuntime
import WorkflowSchema
import WorkflowSessionHost
import WorkflowTestSupport
import WorkflowWeb

/// A server on a small schema, and helpers to act as a browser against it.
enum ServerTestSupport {
    /// A screen with a label, a button that shows an alert, and a text field.
    static let schemaText = """
        <workflow><screen><title>Served</title><view><container>
        <label>Hello from the server</label>
        <button><title>Show alert</title><message>tapped</message></button>
        <textField name="who"><placeholder>Your name</placeholder></textField>
        </container></view><actions><showAlert name="tapped">Button tapped!</showAlert></actions></screen></workflow>
        """

    static func server(
        renderer: PageRenderer = PageRenderer(), limits: SessionHostLimits = .init(), store: (any SessionStore)? = nil,
        trustedProxies: TrustedProxies = TrustedProxies(), publicAddress: PublicAddress? = nil,
        sessionStart: SessionStart = .atFirstEvent
    ) throws -> WorkflowWebServer {
        let result = SchemaLoader().load(schemaText)
        guard let schema = result.schema, !result.hasErrors else { throw SetupError() }
        return WorkflowWebServer(
            renderer: renderer, limits: limits, store: store, trustedProxies: trustedProxies,
            publicAddress: publicAddress, sessionStart: sessionStart
        ) { _ in Session(schema: schema) }
    }

    /// The session id of a `Cookie` header value (`name=ID`).
    static func sessionID(_ cookie: String) -> String {
        String(cookie.split(separator: "=", maxSplits: 1).last ?? "")
    }

    static func application(_ server: WorkflowWebServer) -> some ApplicationProtocol {
        Application(router: server.router(logRequests: false))
    }

    /// The session cookie a response sets, as a `Cookie` request header value.
    static func sessionCookie(from response: TestResponse) -> String? {
        response.headers[.setCookie].flatMap(ServedPage.cookie(fromSetCookie:))
    }

    /// A form post of `fields`, as from the first page a test opened: with the first screen's
    /// mark (`first-screen`), which the server reads only for a session not made yet.
    static func form(_ fields: [String: String]) -> ByteBuffer {
        ByteBuffer(string: ServedPage.formBody(fields.merging(["first-screen": "1"]) { given, _ in given }))
    }

    static let formHeaders: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    /// The first page of a new session, as a test uses it: the session's cookie, the form's token,
    /// and the ids of the text field and the button of `schemaText`.
    struct OpenedPage {
        let cookie: String
        let csrf: String
        let field: String
        let button: String
        let html: String

        /// The headers of a form post with this page's cookie, and `extra`.
        func formHeaders(_ extra: HTTPFields = [:]) -> HTTPFields {
            var headers = ServerTestSupport.formHeaders
            headers[.cookie] = cookie
            for field in extra { headers[field.name] = field.value }
            return headers
        }
    }

    /// Opens a new session's page with `headers` (a client's address, say).
    static func openPage(_ client: some TestClientProtocol, headers: HTTPFields = [:]) async throws -> OpenedPage {
        let page = try await client.execute(uri: "/", method: .get, headers: headers)
        let html = String(buffer: page.body)
        guard let cookie = sessionCookie(from: page), let csrf = ServedPage.hidden("csrf", in: html),
            let field = ServedPage.fieldID(placeholder: "Your name", in: html),
            let button = ServedPage.elementID(showing: "Show alert", in: html)
        else { throw SetupError() }
        return OpenedPage(cookie: cookie, csrf: csrf, field: field, button: button, html: html)
    }

    /// Opens a new browser's page with `headers` and takes its first step (it types into the
    /// field), which makes its session.
    static func startSession(_ client: some TestClientProtocol, headers: HTTPFields = [:]) async throws -> OpenedPage {
        let page = try await openPage(client, headers: headers)
        let step = try await client.execute(
            uri: "/events", method: .post, headers: page.formHeaders(headers),
            body: form(["csrf": page.csrf, "event": "enterText \(page.field)", "value": "Ann"]))
        // A live client follows the step's redirect to the page.
        guard step.status == .seeOther || step.status == .ok else { throw SetupError() }
        return page
    }

    struct SetupError: Error {}
}
