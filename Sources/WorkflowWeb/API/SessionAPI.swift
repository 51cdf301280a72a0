import Foundation
import HTTPTypes
import Hummingbird
import Logging
import WorkflowRuntime
import WorkflowSessionHost

/// The JSON API for native clients (docs/NATIVE.md, described by `OpenAPIDocument`): the same
/// sessions as the pages, reached with a bearer token or with the page's cookie.
///
/// Routes under `/api/v1`: `POST /sessions` makes a session and gives its token; `GET /session`
/// answers its state; `POST /events` applies an event and answers the new state; `GET /changes` is
/// the push channel (`ChangeStream`); `GET /openapi.json` the description. A request with the
/// cookie rather than a token must carry the session's CSRF token in `X-CSRF-Token` to post.
struct SessionAPI: Sendable {
    static let prefix = "/api/v1"
    static let csrfHeader = HTTPField.Name("X-CSRF-Token")!
    /// The largest event body accepted, in bytes.
    static let maximumBodyBytes = 64 * 1024

    let server: WorkflowWebServer

    /// Adds the API's routes to `router`.
    func register(on router: Router<WebRequestContext>, changes: ChangeStream) {
        let api = router.group(RouterPath(Self.prefix))
        api.post("sessions") { request, context in await makeSession(request, context: context) }
        api.get("session") { request, context in await currentState(request, context: context) }
        api.post("events") { request, context in await event(request, context: context) }
        api.get("changes") { request, context in
            let credential = credential(of: request)
            guard let id = credential.id else { return unauthenticated(credential) }
            return await changes.response(to: request, context: context, session: id, for: .api)
        }
        api.get("openapi.json") { _, _ in
            WebResponse.fresh(OpenAPIDocument.json, contentType: "application/json")
        }
        // A method a path does not take is 405 with the ones it does, not 404 as for a path that does not exist.
        let routes: [(String, HTTPRequest.Method)] = [
            ("sessions", .post), ("session", .get), ("events", .post), ("changes", .get), ("openapi.json", .get),
        ]
        let methods: [HTTPRequest.Method] = [.get, .head, .post, .put, .delete, .patch, .options, .trace, .init("QUERY")!]
        for (path, allowed) in routes {
            // HEAD too: the router does not answer it for a GET route.
            for method in methods where method != allowed {
                api.on(RouterPath(path), method: method) { _, _ in
                    var response = APIProblem.make(.methodNotAllowed, "/api/v1/\(path) takes \(allowed.rawValue) only.")
                    response.headers[.allow] = allowed.rawValue
                    return response
                }
            }
        }
    }

    /// How a request names its session.
    enum Credential: Equatable {
        /// `Authorization: Bearer TOKEN`.
        case token(String)
        /// The page's cookie.
        case cookie(String)
        /// Neither.
        case none
        /// An `Authorization` header that is not a well-formed bearer token.
        case malformed

        var id: String? {
            switch self {
            case .token(let id), .cookie(let id): id
            case .none, .malformed: nil
            }
        }
    }

    /// The session a request names: its bearer token first, else its cookie.
    func credential(of request: Request) -> Credential {
        if let authorization = request.headers[.authorization] {
            let parts = authorization.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 2, parts[0].lowercased() == "bearer", SessionID.isWellFormed(String(parts[1])) else {
                return .malformed
            }
            return .token(String(parts[1]))
        }
        if let cookie = request.cookies[server.cookieName]?.value, SessionID.isWellFormed(cookie) {
            return .cookie(cookie)
        }
        return .none
    }

    private func unauthenticated(_ credential: Credential = .none) -> Response {
        APIProblem.make(
            .unauthorized,
            credential == .malformed
                ? "The Authorization header must be `Bearer TOKEN`, with the token POST /api/v1/sessions gave."
                : "Name the session with `Authorization: Bearer TOKEN` (POST /api/v1/sessions gives one) or the page's cookie.")
    }

    private func makeSession(_ request: Request, context: WebRequestContext) async -> Response {
        // Not a request a page of another site can make without asking first (CORS): a form posts
        // urlencoded, multipart or plain text, and a script's JSON needs this server's consent.
        let contentType = request.headers[.contentType]?.lowercased() ?? ""
        guard contentType.hasPrefix("application/json") else {
            return APIProblem.make(
                .unsupportedMediaType,
                "Make a session with Content-Type: application/json (the body may be empty, or {}), "
                    + "so that a form on another site cannot make one.")
        }
        // Nothing is asked of a new session yet: an empty body or `{}`, and nothing else.
        let body = try? await request.body.collect(upTo: 1024)
        let text = body.map { String(buffer: $0) }?.trimmingCharacters(in: .whitespacesAndNewlines)
        let isEmptyObject =
            text.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }?.isEmpty == true
        guard let text, text.isEmpty || isEmptyObject else {
            return APIProblem.make(.badRequest, "A new session takes no settings: send no body, or {}.")
        }
        if let problem = await schemaProblem() { return problem }
        switch await server.newSession(for: request, context: context) {
        case .found(let web):
            let content = await web.settledContent()
            return Self.json(APIState(content, token: web.id), status: .created)
        case .answered(let answer):
            return answer
        }
    }

    private func currentState(_ request: Request, context: WebRequestContext) async -> Response {
        if let problem = await schemaProblem() { return problem }
        let credential = credential(of: request)
        guard let id = credential.id else { return unauthenticated(credential) }
        switch await session(id, credential: credential, for: request, context: context, asHeard: false) {
        case .found(let web):
            let content = await web.settledContent()
            return Self.json(state(of: web, content, credential: credential))
        case .notMade(let id, let firstScreen):
            return Self.json(APIState(firstScreen.content, csrfToken: firstScreen.formToken(for: id)))
        case .answered(let answer):
            return answer
        }
    }

    /// The session `id` names: with the page's cookie, a browser's, not made until its first event
    /// (as for the page's form); with a token, one the API made.
    private func session(
        _ id: String, credential: Credential, for request: Request, context: WebRequestContext, asHeard: Bool
    ) async -> BrowserSession {
        if case .cookie = credential {
            return await server.browserSession(id, for: request, context: context, on: .api, asHeard: asHeard)
        }
        return BrowserSession(await server.session(id, for: request, context: context, on: .api, asHeard: asHeard))
    }

    /// What a post with the cookie and without the session's CSRF token is told.
    static let missingCSRFSentence = "A request with the session's cookie must carry its CSRF token in X-CSRF-Token."

    private func event(_ request: Request, context: WebRequestContext) async -> Response {
        let logger = context.logger
        if let problem = await schemaProblem() { return problem }
        let credential = credential(of: request)
        guard let id = credential.id else { return unauthenticated(credential) }
        let contentType = request.headers[.contentType]?.lowercased() ?? ""
        guard contentType.hasPrefix("application/json") else {
            return APIProblem.make(.unsupportedMediaType, "Events are posted as application/json.")
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: Self.maximumBodyBytes)
        } catch {
            return APIProblem.make(.contentTooLarge, "An event is at most \(Self.maximumBodyBytes) bytes.")
        }
        let posted: APIEventRequest
        do {
            posted = try JSONDecoder().decode(APIEventRequest.self, from: Data(buffer: body))
        } catch {
            return APIProblem.make(.badRequest, "The event is not one this API reads: \(Self.reason(error)).")
        }
        let found: HostedSession
        switch await session(id, credential: credential, for: request, context: context, asHeard: true) {
        case .found(let web): found = web
        case .notMade(let id, let firstScreen):
            let made = await server.firstEventSession(
                id, token: request.headers[Self.csrfHeader],
                // The API's event has no first-screen mark: with a journal it must name the screen.
                isOnFirstScreen: (posted.sequence != nil || !server.sessions.hasStore)
                    && firstScreen.isShown(at: posted.sequence, keepsJournal: server.sessions.hasStore),
                on: firstScreen, for: request, context: context, route: .api)
            switch made {
            case .found(let web): found = web
            case .answered(let answer): return answer
            }
        case .answered(let answer): return answer
        }
        if case .cookie = credential {
            // A cookie goes with every request the browser makes, whoever's page makes it.
            guard let token = request.headers[Self.csrfHeader], CSRFToken.matches(token, found.csrfToken) else {
                return APIProblem.make(.forbidden, Self.missingCSRFSentence)
            }
        }
        let form = posted.form
        let asked: HostedEvent.Action
        switch form.request() {
        case .success(let made): asked = made
        case .failure(let problem): return APIProblem.make(.badRequest, "\(APIEventRequest.explain(problem)).")
        }
        let event = HostedEvent(asked, inputs: form.inputs, on: posted.sequence.map(HostedEvent.Screen.only) ?? .current)
        let outcome = await server.sessions.apply(event, to: found, logger: logger)
        switch outcome {
        case .applied(let web, let content):
            return Self.json(state(of: web, await web.settledContent(content), credential: credential))
        case .movedOn(let web, let content):
            return APIProblem.make(
                .conflict, "The session has moved on since sequence \(posted.sequence ?? 0): it is at "
                    + "\(content.journalLength). The state here is where it is; send the event again if it still applies.",
                state: state(of: web, content, credential: credential))
        case .refused(let web, let refusal, let content):
            return APIProblem.make(
                .conflict, "The screen refused the event: \(refusal).", state: state(of: web, content, credential: credential))
        case .startedAgain(let fresh):
            let content = await fresh.session.currentContent()
            return APIProblem.make(
                .conflict, "The session started again, so the event was not applied.",
                state: state(of: fresh, content, credential: credential))
        case .tooLarge(let why):
            let content = await found.session.currentContent()
            return APIProblem.make(.contentTooLarge, why, state: state(of: found, content, credential: credential))
        case .noPlace, .storeFailed, .storeFull, .tooFast:
            return server.failure(outcome, of: found, on: .api, logger: logger)
        }
    }

    /// The state of `web` for a request made with `credential`: a cookie request learns the CSRF token it must send.
    private func state(of web: HostedSession, _ content: SessionContent, credential: Credential) -> APIState {
        var csrfToken: String?
        if case .cookie = credential { csrfToken = web.csrfToken }
        return APIState(content, csrfToken: csrfToken, notice: server.sessions.takeNotice(web.id))
    }

    /// 503 while the watched schema file has errors.
    private func schemaProblem() async -> Response? {
        guard let watcher = server.watcher else { return nil }
        switch await watcher.current() {
        case .problems:
            return APIProblem.make(.serviceUnavailable, "The schema file has errors; the page at / shows them.")
        case .schema(_, let generation):
            server.sessions.dropAll(before: generation)
            return nil
        }
    }

    private static func json(_ state: APIState, status: HTTPResponse.Status = .ok) -> Response {
        var headers: HTTPFields = [.contentType: "application/json", .cacheControl: "no-store"]
        WebResponse.addSafeHeaders(to: &headers)
        let body = (try? APIProblem.encoder.encode(state)) ?? Data()
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// What a decoding error says, in a sentence's words.
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "it is not JSON" }
        switch error {
        case .dataCorrupted(let context):
            if context.debugDescription == "not an object" {
                return context.codingPath.isEmpty ? "the body must be a JSON object" : "\(path(context.codingPath)) must be an object"
            }
            guard let last = context.codingPath.last else { return "it is not JSON" }
            if context.debugDescription == "not a key of this object" {
                return "\(path(context.codingPath)) is not one of its keys"
            }
            if last.stringValue == "event", context.codingPath.count == 1 {
                return "`event` must be one of \(EventForm.Name.allCases.map(\.rawValue).joined(separator: ", "))"
            }
            return "\(path(context.codingPath)) is not valid"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing"
        case .valueNotFound(_, let context) where context.debugDescription == "null":
            return "\(path(context.codingPath)) is null; leave it out instead"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            guard !context.codingPath.isEmpty else { return "the body must be a JSON object" }
            return "\(path(context.codingPath)) has the wrong type"
        @unknown default:
            return "it is not JSON"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        "`" + keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".") + "`"
    }
}
