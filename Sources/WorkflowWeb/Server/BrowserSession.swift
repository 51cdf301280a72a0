import Hummingbird
import WorkflowSessionHost

/// A page's or a form's session as the server resolved it: found, not made yet, or the answer
/// the route gives instead.
enum BrowserSession: Sendable {
    /// The session, live or restored (or, for a page when sessions are made at the first visit, just made).
    case found(HostedSession)
    /// No session under `id` yet, and sessions are made at their first event: a page shows
    /// `firstScreen`, and a form's event makes the session.
    case notMade(id: String, firstScreen: FirstScreen)
    /// No session to be had: the answer to send.
    case answered(Response)

    /// A session resolved as the API and the push channel resolve theirs.
    init(_ resolved: ResolvedSession) {
        switch resolved {
        case .found(let found): self = .found(found)
        case .answered(let answer): self = .answered(answer)
        }
    }
}
