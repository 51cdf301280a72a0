import Hummingbird
import WorkflowSessionHost

/// A request's session as the server resolved it: found, or the answer its route gives instead.
enum ResolvedSession: Sendable {
    /// The session, live or restored (or, for a page, just made).
    case found(HostedSession)
    /// No session to be had: the answer to send (404, 429, 503, a page to start again, …).
    case answered(Response)
}
