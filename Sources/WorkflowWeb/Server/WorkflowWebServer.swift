import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOConcurrencyHelpers
import WorkflowRuntime
import WorkflowSchema
import WorkflowSessionHost

/// Serves a schema as a web app: every browser gets its own session, the screen's active layer is
/// one form whose buttons post events (with what was typed into its fields), and each posted event
/// moves that browser's session on.
///
/// Routes: `GET /` shows the browser's screen (making its session on the first visit);
/// `POST /events` enters the text of the fields that changed, applies one event and redirects back
/// to `/` (or, sent by the page's script, answers with the new page); `GET /assets/NAME` serves the
/// images of the asset folder; `GET /_wfs/…` serves the page's stylesheets, script and icon, and
/// its push channel (`ChangeStream`, `/_wfs/changes`);
/// `GET /healthz` and `/readyz` answer probes (`HealthProbes`). Pages work with no JavaScript;
/// text is sent gzip-compressed to browsers that accept it.
public struct WorkflowWebServer: Sendable {
    /// The default name of the cookie holding the session id.
    public static let defaultCookieName = "wfs_session"
    /// The largest event body accepted, in bytes.
    public static let maximumBodyBytes = 16 * 1024
    /// The request header the page's script sends: the answer to an event is then the new page
    /// itself rather than a redirect.
    public static let fetchHeader = HTTPField.Name("X-WFS-Fetch")!

    /// What the server is made of, in one box: a copy of the server (in each route's closure, in
    /// the frame of each request's task, in an open push channel's) is one reference.
    private let parts: Parts

    private final class Parts: Sendable {
        let sessions: SessionHost
        let cookieName: String
        let renderer: PageRenderer
        let assets: AssetFolder?
        let watcher: SchemaWatcher?
        let userHeader: HTTPField.Name?
        let metricsText: (@Sendable () -> String)?
        let trustedProxies: TrustedProxies
        let publicAddress: PublicAddress?
        let sessionStart: SessionStart
        /// The first screen's page, rendered once per schema.
        let firstPage = NIOLockedValueBox<FirstPage?>(nil)
        /// The pages lately sent to scripts, for answers that are what changed.
        let sentPages = SentPages()

        init(
            sessions: SessionHost, cookieName: String, renderer: PageRenderer, assets: AssetFolder?,
            watcher: SchemaWatcher?, userHeader: HTTPField.Name?, metricsText: (@Sendable () -> String)?,
            trustedProxies: TrustedProxies, publicAddress: PublicAddress?, sessionStart: SessionStart
        ) {
            self.sessions = sessions
            self.cookieName = cookieName
            self.renderer = renderer
            self.assets = assets
            self.watcher = watcher
            self.userHeader = userHeader
            self.metricsText = metricsText
            self.trustedProxies = trustedProxies
            self.publicAddress = publicAddress
            self.sessionStart = sessionStart
        }
    }

    var sessions: SessionHost { parts.sessions }
    /// The cookie holding the session id; `wfs serve` puts the port in it, since browsers share
    /// cookies between the ports of one host.
    var cookieName: String { parts.cookieName }
    var renderer: PageRenderer { parts.renderer }
    var assets: AssetFolder? { parts.assets }
    var watcher: SchemaWatcher? { parts.watcher }
    /// The request header in which a trusted proxy names the user (`wfs serve --user-header`), if any.
    var userHeader: HTTPField.Name? { parts.userHeader }
    /// The metrics in Prometheus's text format, served at `/metrics` when given.
    var metricsText: (@Sendable () -> String)? { parts.metricsText }
    /// The proxies whose forwarded headers say who the client is and how it connected.
    var trustedProxies: TrustedProxies { parts.trustedProxies }
    /// Where people reach the app, when said (`--public-url`): its host is accepted, and with HTTPS
    /// the cookie is `Secure`.
    var publicAddress: PublicAddress? { parts.publicAddress }
    /// When a browser's session is made: at its first event, or at its first visit.
    var sessionStart: SessionStart { parts.sessionStart }

    /// Creates a server; each browser's session is made by `makeSession`.
    ///
    /// With a `watcher`, each page first looks at the schema file: a new version drops every
    /// session (the next page starts afresh), and a version with errors is shown as its report.
    ///
    /// With a `store`, each session's journal is saved as it goes (one append per event), so a
    /// restarted server brings every browser back where it was; `schemaIdentity` names the schema
    /// sessions are made from now (its `ContentDigest`), and a journal of another schema starts
    /// afresh with a notice.
    public init(
        renderer: PageRenderer = PageRenderer(), assets: AssetFolder? = nil, limits: SessionHostLimits = .init(),
        cookieName: String = WorkflowWebServer.defaultCookieName, watcher: SchemaWatcher? = nil,
        store: (any SessionStore)? = nil, schemaIdentity: @escaping @Sendable () async -> String = { "" },
        makeSession: @escaping @Sendable () async -> Session
    ) {
        self.init(
            renderer: renderer, assets: assets, limits: limits, cookieName: cookieName, watcher: watcher, store: store,
            schemaIdentity: schemaIdentity, makeSessionFor: { _ in await makeSession() })
    }

    /// Creates a server whose sessions are made knowing whose they are (`makeSessionFor`): their id
    /// and, with a `userHeader`, the user a trusted proxy names in that request header. With
    /// `metricsText`, `GET /metrics` answers what it gives (the program's metrics backend, such as
    /// Prometheus), after recording the live sessions.
    ///
    /// `trustedProxies` names the proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` are read
    /// (nobody's by default); `publicAddress` says where people reach the app. Every operation of
    /// a store without a time limit of its own is given `storeTimeout` (`TimeLimitedSessionStore`).
    /// `sessionStart` says when a browser's session is made: by default at its first event, so
    /// that a visit that only looks costs none (at the first visit with a `userHeader`).
    public init(
        renderer: PageRenderer = PageRenderer(), assets: AssetFolder? = nil, limits: SessionHostLimits = .init(),
        cookieName: String = WorkflowWebServer.defaultCookieName, watcher: SchemaWatcher? = nil,
        store: (any SessionStore)? = nil, schemaIdentity: @escaping @Sendable () async -> String = { "" },
        userHeader: HTTPField.Name? = nil, metricsText: (@Sendable () -> String)? = nil,
        trustedProxies: TrustedProxies = TrustedProxies(), publicAddress: PublicAddress? = nil,
        storeTimeout: Duration = WorkflowWebServer.defaultStoreTimeout, sessionStart: SessionStart = .atFirstEvent,
        makeSessionFor: @escaping @Sendable (SessionIdentity) async -> Session
    ) {
        parts = Parts(
            sessions: SessionHost(
                limits: limits,
                store: store.map { $0.limitsItsOwnTime ? $0 : TimeLimitedSessionStore($0, timeout: storeTimeout) },
                schemaIdentity: schemaIdentity, makeSession: makeSessionFor),
            cookieName: cookieName, renderer: renderer, assets: assets, watcher: watcher, userHeader: userHeader,
            metricsText: metricsText, trustedProxies: trustedProxies, publicAddress: publicAddress,
            sessionStart: sessionStart)
    }

    /// How long one operation of a store without a time limit of its own (the SQLite store: a disk
    /// that stalls) may take before the request it serves is answered 503.
    public static let defaultStoreTimeout: Duration = .seconds(6)

    /// The user `request` names in the trusted proxy's header; nil without `userHeader` or the header.
    func user(of request: Request) -> String? {
        userHeader.flatMap { request.headers[$0] }
    }

    /// The routes, ready for an `Application` (or a test client).
    ///
    /// With `allowedHosts`, requests whose `Host` names none of them (lower case, any port, so a
    /// forwarded port works) are refused with 421; see ``allowedHosts(host:)``.
    public func router(logRequests: Bool = true, allowedHosts: Set<String>? = nil) -> Router<WebRequestContext> {
        let router = Router(context: WebRequestContext.self)
        router.add(
            middleware: WebFrontMiddleware(
                origin: RequestOrigin(trustedProxies: trustedProxies, userHeader: userHeader),
                hostCheck: HostCheck(allowedHosts: allowedHosts), logsRequests: logRequests,
                // Only with a metrics endpoint: recording looks the handles up on every request.
                metrics: metricsText == nil ? nil : RequestMetrics()))
        let probes = HealthProbes(sessions: sessions, watcher: watcher)
        for path in ["/healthz", "/readyz"] {
            router.head(RouterPath(path)) { _, context in
                path == "/healthz" ? probes.health() : await probes.readiness(logger: context.logger)
            }
            router.get(RouterPath(path)) { _, context in
                path == "/healthz" ? probes.health() : await probes.readiness(logger: context.logger)
            }
        }
        if let metricsText {
            let sessions = sessions
            router.get("/metrics") { _, _ in
                sessions.recordLiveSessions()
                return WebResponse.fresh(metricsText(), contentType: "text/plain; version=0.0.4; charset=utf-8")
            }
        }
        router.get("/") { request, context in await page(for: request, context: context) }
        router.head("/") { _, _ in WebResponse.page("") }
        router.post("/events") { request, context in await event(from: request, context: context) }
        let changes = ChangeStream(server: self)
        router.get(RouterPath(ChangeStream.path)) { request, context in
            await changes.response(to: request, context: context, session: request.cookies[cookieName]?.value, for: .page)
        }
        SessionAPI(server: self).register(on: router, changes: changes)
        let stylesheet = renderer.stylesheet
        router.get(RouterPath(PageScript.path)) { request, _ in BuiltInFile.pageScript.response(to: request) }
        router.get(RouterPath(PageRenderer.themePath)) { request, _ in BuiltInFile.stylesheet.response(to: request) }
        router.get(RouterPath(PageRenderer.userStylesheetPath)) { _, _ in
            guard let stylesheet else { return WebResponse.problem(.notFound, "This server has no user stylesheet.") }
            return WebResponse.builtIn(stylesheet, contentType: "text/css; charset=utf-8")
        }
        router.get(RouterPath(PageIcon.path)) { _, _ in
            WebResponse.builtIn(PageIcon.svg, contentType: "image/svg+xml")
        }
        router.get("/assets/:name") { _, context in
            // The page percent-encodes image names in URLs; the parameter arrives encoded.
            let raw = context.parameters.get("name") ?? ""
            return asset(named: raw.removingPercentEncoding ?? raw)
        }
        return router
    }

    /// An application listening on `host`:`port`, within `connections`; on loopback it answers only
    /// to this machine's names (and the public address's host). `onRunning` is called once its socket
    /// is bound, so that a command says where it serves only when it does.
    public func application(
        host: String, port: Int, logger: Logger, connections: ConnectionLimits = ConnectionLimits(),
        onRunning: @escaping @Sendable () async -> Void = {}
    ) -> some ApplicationProtocol {
        Application(
            router: router(allowedHosts: Self.allowedHosts(host: host, publicAddress: publicAddress)),
            server: httpServer(connections: connections),
            configuration: .init(
                address: .hostname(host, port: port),
                availableConnectionsDelegate: MaximumAvailableConnections(connections.maximumConnections)),
            services: [StoreWatchService(server: self)], onServerRunning: { _ in await onRunning() },
            logger: logger)
    }

    /// HTTP/1.1 connections within `connections`: a client over its share is refused, and slow
    /// clients are closed (the total is bounded by the application's `MaximumAvailableConnections`).
    public func httpServer(connections: ConnectionLimits) -> HTTPServerBuilder {
        let table = ConnectionTable(limits: connections, trustedProxies: trustedProxies)
        return HTTPServerBuilder { responder in GuardedHTTP1Channel(responder: responder, connections: table) }
    }

    /// Whether `host` names this machine only: `localhost`, `::1` or an IPv4 address `127.x.x.x`.
    public static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased()
        if host == "localhost" || host == "::1" || host == "[::1]" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// The host names a browser uses for a server on `host` (with any port: a forwarded port names
    /// another): this machine's names on loopback, and the public address's host when given; nil
    /// (any) when the server listens on other addresses with no public address, whose names it cannot know.
    public static func allowedHosts(host: String, publicAddress: PublicAddress? = nil) -> Set<String>? {
        guard isLoopback(host) || publicAddress != nil else { return nil }
        let given = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        var names: Set<String> = ["localhost", "127.0.0.1", "[::1]", given.lowercased()]
        if let publicAddress { names.insert(publicAddress.host) }
        return names
    }

    /// With `--watch`, looks at the schema file first: a new version drops every session (the
    /// next page starts afresh), and a version with errors is answered with its report.
    private func problemsWithWatchedFile() async -> Response? {
        guard let watcher else { return nil }
        switch await watcher.current() {
        case .problems(let report):
            return WebResponse.page(renderer.renderProblems(report), status: .ok)
        case .schema(_, let generation):
            sessions.dropAll(before: generation)
            return nil
        }
    }

    /// Wakes the push channels of sessions other servers sharing the store move on, until cancelled;
    /// `application(host:port:logger:onRunning:)` runs it as a service.
    public func watchStore() async {
        await sessions.watchStore()
    }

    /// Forgets the kept journals idle for longer than `limits.idleTimeout`; `wfs serve` calls it at its start.
    public func sweepStore() async {
        await sessions.sweepStore()
    }

    private func page(for request: Request, context: WebRequestContext) async -> Response {
        if let problems = await problemsWithWatchedFile() { return problems }
        let sent = request.cookies[cookieName]?.value
        // The script looks again (after a push, or while a reply is awaited) with `X-WFS-Fetch`.
        let heldPages = Self.heldPages(of: request)
        let id: String
        var response: Response
        switch await browserSession(sent, for: request, context: context, on: .page, asHeard: false) {
        case .found(let web):
            id = web.id
            response = await render(web, notice: sessions.takeNotice(web.id), heldPages: heldPages)
        case .notMade(let notMade, let firstScreen):
            id = notMade
            let html = firstPage(of: firstScreen).bytes(token: firstScreen.formToken(for: id))
            // Not kept for edits: no session yet, and a client without a cookie gets a new id each time.
            response = heldPages != nil ? WebResponse.scriptPage(html) : WebResponse.page(html)
        case .answered(let answer): return answer
        }
        guard id != sent else { return response }
        response.setCookie(sessionCookie(id, context: context))
        return response
    }

    /// The page of `screen`, rendered once for every browser shown it.
    private func firstPage(of screen: FirstScreen) -> FirstPage {
        if let page = parts.firstPage.withLockedValue({ $0 }), page.schemaVersion == screen.schemaVersion {
            return page
        }
        let page = FirstPage(screen, renderer: renderer, keepsJournal: sessions.hasStore)
        parts.firstPage.withLockedValue { $0 = page }
        return page
    }

    /// The cookie that names session `id`: `Secure` when people reach the app over HTTPS (the
    /// public address says so, or a trusted proxy says this request came so), since it is the
    /// session's only key and the API's token too.
    func sessionCookie(_ id: String, context: WebRequestContext) -> Cookie {
        let secure = publicAddress?.isHTTPS == true || context.isHTTPS
        // Lax, not Strict: a link from another site keeps the session; posts need the page's token anyway.
        return Cookie(name: cookieName, value: id, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    private func event(from request: Request, context: WebRequestContext) async -> Response {
        let logger = context.logger
        // A changed file drops the session, whose post then gets 403; the script loads the page again.
        if let problems = await problemsWithWatchedFile() {
            return Self.heldPages(of: request) != nil ? problems : WebResponse.redirect(to: "/")
        }
        let resolved = await browserSession(
            request.cookies[cookieName]?.value, for: request, context: context, on: .form, asHeard: true)
        if case .answered(let answer) = resolved { return answer }
        let contentType = request.headers[.contentType] ?? ""
        guard contentType.lowercased().hasPrefix("application/x-www-form-urlencoded") else {
            return WebResponse.problem(
                .unsupportedMediaType, "Events are posted as application/x-www-form-urlencoded forms.")
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: Self.maximumBodyBytes)
        } catch {
            return WebResponse.problem(.contentTooLarge, "An event is at most \(Self.maximumBodyBytes) bytes.")
        }
        guard let form = EventForm(urlEncoded: String(buffer: body)) else {
            return WebResponse.problem(.badRequest, "The form is not well formed.")
        }
        let found: HostedSession
        switch resolved {
        case .found(let web): found = web
        case .notMade(let id, let firstScreen):
            // The first event makes the session, when its form carries the token its first screen gave.
            let isOnFirstScreen =
                form.isFromFirstScreen && firstScreen.isShown(at: form.sequence, keepsJournal: sessions.hasStore)
            let made = await firstEventSession(
                id, token: form.csrfToken, isOnFirstScreen: isOnFirstScreen, on: firstScreen, for: request,
                context: context, route: .form)
            switch made {
            case .found(let made): found = made
            case .answered(let answer): return answer
            }
        case .answered(let answer): return answer
        }
        guard let token = form.csrfToken, CSRFToken.matches(token, found.csrfToken) else {
            return WebResponse.problemPage(
                .forbidden, "The form does not come from this session's page.", link: ("/", "Back to the app"))
        }
        let asked: HostedEvent.Action
        switch form.request() {
        case .success(let made): asked = made
        case .failure(let problem): return WebResponse.problem(.badRequest, "\(problem.description).")
        }
        // The script swaps the new page in; a plain form post loads it with GET.
        let heldPages = Self.heldPages(of: request)
        let event = HostedEvent(asked, inputs: form.inputs, on: form.sequence.map(HostedEvent.Screen.shownAt) ?? .current)
        let outcome = await sessions.apply(event, to: found, logger: logger)
        switch outcome {
        case .applied(let web, let content):
            return heldPages != nil ? await render(web, content, heldPages: heldPages) : WebResponse.redirect(to: "/")
        case .refused(let web, let refusal, let content):
            return await render(
                web, content, notice: "That did not work: \(refusal).", status: .notFound, heldPages: heldPages)
        case .movedOn(let web, let content):
            // A page's events are never only for one screen (`shownAt`); shown as the page is now.
            return heldPages != nil ? await render(web, content, heldPages: heldPages) : WebResponse.redirect(to: "/")
        case .startedAgain(let fresh):
            // The event was meant for the old screen: the new session shows its notice instead.
            return heldPages != nil
                ? await render(fresh, notice: sessions.takeNotice(fresh.id), heldPages: heldPages)
                : WebResponse.redirect(to: "/")
        case .tooLarge(let why):
            // A page the script shows as a notice over the screen, typed text and all.
            return WebResponse.problemPage(.contentTooLarge, why, link: ("/", "Back to the app"))
        case .noPlace, .storeFailed, .storeFull, .tooFast:
            return failure(outcome, of: found, on: .form, logger: logger)
        }
    }

    /// What people read when their address has sent as much as it may for now.
    static func tooFastSentence(_ wait: Int) -> String {
        "This address has sent as much text as it may for now, so this step was not taken. Try again in \(wait) s."
    }

    /// What people read when the store has no room for their step.
    static let storeFullSentence = "The app cannot save more just now (its storage is full), so this step was not taken. Try again later."

    /// The page of `web`'s screen once quick replies have arrived, with its runtime issues; with
    /// `heldPages` when the page's script asked for it, to swap in: then the page's script form, or
    /// what changed since one of the pages it holds (``scriptAnswer(_:session:held:status:)``).
    private func render(
        _ web: HostedSession, _ read: SessionContent? = nil, notice: String? = nil, status: HTTPResponse.Status = .ok,
        heldPages: [String]? = nil
    ) async -> Response {
        // A wait longer than the quick replies' shows as a page that looks again every second.
        let content = await web.settledContent(read)
        let html = renderer.renderBytes(
            content.snapshot, csrfToken: web.csrfToken, notice: notice, issues: content.issues,
            hasFailed: content.hasErrorSinceLatestEvent, journalLength: web.keepsJournal ? content.journalLength : nil,
            forScript: heldPages != nil)
        guard let heldPages else { return WebResponse.page(html.bytes, status: status) }
        return scriptAnswer(html.bytes, session: web.id, held: heldPages, status: status)
    }

    /// The answer to a script holding the pages `held` (their ids): `page` of `session`, or the
    /// edits from one of them, with the page's id (``SentPages``).
    private func scriptAnswer(
        _ page: [UInt8], session: String, held: [String], status: HTTPResponse.Status
    ) -> Response {
        let answer = parts.sentPages.answer(page, session: session, held: held)
        return WebResponse.scriptPage(answer, status: status)
    }

    /// The ids of the pages a script holds, from its `X-WFS-Fetch` header (empty when it holds
    /// none, "1"); nil when the request is not the script's.
    static func heldPages(of request: Request) -> [String]? {
        request.headers[fetchHeader].map { SentPages.heldIDs(in: Substring($0)) }
    }

    private func asset(named name: String) -> Response {
        guard let image = assets?.image(named: name), let path = image.path,
            let data = FileManager.default.contents(atPath: path)
        else { return WebResponse.problem(.notFound, "No image named \(name).") }
        let type = path.lowercased().hasSuffix(".png") ? "image/png" : "image/jpeg"
        return WebResponse.bytes(data, contentType: type)
    }
}
