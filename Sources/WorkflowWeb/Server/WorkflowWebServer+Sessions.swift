import Hummingbird
import Logging
import WorkflowRuntime
import WorkflowSessionHost

extension WorkflowWebServer {
    /// The session `id` names, for a request on a route of kind `route`: found (a page's browser
    /// without one gets a new one), or the answer that route gives when it cannot have it. Pages
    /// and forms look theirs up with `browserSession(_:for:context:on:)`.
    ///
    /// `asHeard` (a request about to move the session on, or a push channel) lets a shared store
    /// answer from what it has heard of other servers' appends (`SessionStore.entriesAsHeard`).
    func session(
        _ id: String?, for request: Request, context: WebRequestContext, on route: SessionRoute, asHeard: Bool = false
    ) async -> ResolvedSession {
        let lookup = await sessions.session(
            id, asHeard: asHeard, user: user(of: request), client: context.client?.clientKey)
        return await resolve(lookup, id: id, for: request, context: context, on: route)
    }

    /// `lookup` as `route` has it: a page's browser without a session gets a new one.
    private func resolve(
        _ lookup: SessionLookup, id: String?, for request: Request, context: WebRequestContext, on route: SessionRoute
    ) async -> ResolvedSession {
        var lookup = lookup
        var isMaking = false
        if case .missing = lookup, route == .page {
            lookup = await sessions.create(user: user(of: request), client: context.client?.clientKey)
            isMaking = true
        }
        if case .found(let found) = lookup { return .found(found) }
        return .answered(answer(lookup, id: id, on: route, making: isMaking, logger: context.logger))
    }

    /// The session a browser's cookie `id` names, for a page, a form, or the API called with the
    /// cookie (`route`). When sessions are made at their first event (`SessionStart`) and none is
    /// live or kept under `id`, it is not made: a page shows the first screen under a new id (never
    /// the one sent), and a first event under its cookie's id makes it
    /// (`firstEventSession(_:token:isOnFirstScreen:on:for:context:route:)`). `asHeard` as for `session`.
    func browserSession(
        _ id: String?, for request: Request, context: WebRequestContext, on route: SessionRoute, asHeard: Bool
    ) async -> BrowserSession {
        let lookup = await sessions.session(
            id, asHeard: asHeard, user: user(of: request), client: context.client?.clientKey)
        if case .found(let found) = lookup { return .found(found) }
        // Behind a proxy that names users, a first screen could greet its user: made at the visit.
        if sessionStart == .atFirstEvent, userHeader == nil, case .missing = lookup,
            let first = await sessions.firstScreen()
        {
            // A page whose cookie names nothing gets a new id, never the one sent: a cookie planted
            // by someone else (fixation) is not taken. A first event keeps the one its page got.
            if route == .page { return .notMade(id: SessionID.random(), firstScreen: first) }
            if let id, SessionID.isWellFormed(id) { return .notMade(id: id, firstScreen: first) }
        }
        return BrowserSession(await resolve(lookup, id: id, for: request, context: context, on: route))
    }

    /// The session `id` names, made for a first event carrying `token`, made on `firstScreen` when
    /// `isOnFirstScreen`: the answer of `route` (a form, or the API with the cookie) when the token
    /// is not the one the first screen gave (403), or the event was made on another screen (a
    /// session gone since: as for a session not found).
    func firstEventSession(
        _ id: String, token: String?, isOnFirstScreen: Bool, on firstScreen: FirstScreen, for request: Request,
        context: WebRequestContext, route: SessionRoute
    ) async -> ResolvedSession {
        let expected = firstScreen.formToken(for: id)
        guard let token, CSRFToken.matches(token, expected) else {
            return .answered(
                route == .api
                    ? APIProblem.make(.forbidden, SessionAPI.missingCSRFSentence)
                    : answer(.missing, id: id, on: route, making: false, logger: context.logger))
        }
        guard isOnFirstScreen else {
            return .answered(answer(.missing, id: id, on: route, making: false, logger: context.logger))
        }
        let lookup = await sessions.createAtFirstEvent(
            id: id, csrfToken: expected, user: user(of: request), client: context.client?.clientKey)
        switch lookup {
        case .found(let made): return .found(made)
        case .unavailable(let error):
            return .answered(storeProblem(error, session: id, step: true, on: route, logger: context.logger))
        case .missing, .full, .tooMany:
            return .answered(answer(lookup, id: id, on: route, making: true, logger: context.logger))
        }
    }

    /// A new session for an API client, or the answer when none can be made.
    func newSession(for request: Request, context: WebRequestContext) async -> ResolvedSession {
        let lookup = await sessions.create(user: user(of: request), client: context.client?.clientKey)
        if case .found(let made) = lookup { return .found(made) }
        return .answered(answer(lookup, id: nil, on: .api, making: true, logger: context.logger))
    }

    /// What `route` answers for a session it cannot have.
    @inline(never)
    private func answer(
        _ lookup: SessionLookup, id: String?, on route: SessionRoute, making: Bool, logger: Logger
    ) -> Response {
        if route == .pushChannel { return ChangeStream.noChannel }
        switch lookup {
        case .missing where route == .form:
            return WebResponse.problemPage(
                .forbidden, "This browser has no session here: it expired, or the server restarted.",
                link: ("/", "Start again"))
        case .missing where route == .api:
            return APIProblem.make(
                .notFound, "No session has this token here: it expired, or the server forgot it. Make a new one.")
        case .found, .missing, .full:
            return problem(.serviceUnavailable, Self.fullSentence, on: route)
        case .tooMany(let wait):
            let verb = making ? "made" : "named"
            var response = problem(
                .tooManyRequests, "This address has \(verb) as many sessions as it may for now. Try again in \(wait) s.",
                on: route)
            response.headers[.retryAfter] = String(max(1, wait))
            return response
        case .unavailable(let error):
            return storeProblem(error, session: id, on: route, logger: logger)
        }
    }

    /// What `route` answers for an event the server could not take (no place, the store, the
    /// client's rate): the same on every route but for its form.
    func failure(_ outcome: EventOutcome, of found: HostedSession, on route: SessionRoute, logger: Logger) -> Response {
        switch outcome {
        case .storeFailed(let error, let step):
            // The session's reference in the log line: not on every event, where it would cost a copy of the logger.
            return storeProblem(error, session: found.id, step: step, on: route, logger: found.logger(from: logger))
        case .storeFull:
            return problem(.serviceUnavailable, Self.storeFullSentence, on: route, link: "Reload")
        case .tooFast(let wait):
            var response = problem(.tooManyRequests, Self.tooFastSentence(wait), on: route)
            response.headers[.retryAfter] = String(wait)
            return response
        case .noPlace, .applied, .refused, .movedOn, .startedAgain, .tooLarge:
            return problem(.serviceUnavailable, "The server has no place for this session. Try again in a minute.", on: route)
        }
    }

    /// The answer when the session store fails: 503 saying so; the session stays as the store has it.
    /// The page's script shows the text over the page it has (typed text kept); a new page shows it
    /// alone. The store's own reason names files, databases and sessions: it goes to the log, not to
    /// visitors.
    func storeProblem(
        _ error: SessionStoreError, session id: String?, step: Bool = false, on route: SessionRoute, logger: Logger
    ) -> Response {
        Self.logStoreProblem(error, session: id, logger: logger)
        // A page's first load shows the page a person reads too.
        let route = route == .page ? .form : route
        if error.kind == .full { return problem(.serviceUnavailable, Self.storeFullSentence, on: route, link: "Reload") }
        let what =
            step
            ? "The app is unavailable, so this step was not taken"
            : "The app is unavailable: the server cannot reach its session store"
        return problem(.serviceUnavailable, "\(what). Try again in a moment.", on: route, link: "Reload")
    }

    /// A refusal as `route` gives it: a page with a link back to the app for a person, JSON for
    /// the API, plain text for a page's first load.
    func problem(
        _ status: HTTPResponse.Status, _ sentence: String, on route: SessionRoute, link: String = "Back to the app"
    ) -> Response {
        switch route {
        case .api: APIProblem.make(status, sentence)
        case .form: WebResponse.problemPage(status, sentence, link: ("/", link))
        case .page, .pushChannel: WebResponse.problem(status, sentence)
        }
    }

    /// What people read when every place for a session is taken.
    static let fullSentence = "The server has as many sessions as it keeps, all in use. Try again in a minute."

    /// Logs the store's reason at error level without the session's id, which is its cookie (and the
    /// API's token): the store names sessions by id, the log must not.
    static func logStoreProblem(_ error: SessionStoreError, session id: String?, logger: Logger) {
        guard let id, !id.isEmpty else { return logger.error("\(error.message)") }
        logger.error("\(error.message.replacingOccurrences(of: id, with: "[id]"))")
    }
}
