/// The kinds of route that name a session, each answering in its own form when it cannot have it
/// (see `WorkflowWebServer.session(_:for:context:on:asHeard:)`, where every look-up is made).
enum SessionRoute: Sendable, Equatable {
    /// `GET /`: a page; a browser without a session gets a new one.
    case page
    /// `POST /events`: a page's form; the answers are pages a person reads.
    case form
    /// `/api/v1`: JSON problems (RFC 9457), as a native client reads them.
    case api
    /// A push channel: 204 when there is no session to watch, which tells the browser not to connect again.
    case pushChannel
}
