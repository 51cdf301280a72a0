/// When a browser's session is made.
public enum SessionStart: Sendable {
    /// At its first event, when every new session starts the same way (nothing awaited, no issue,
    /// see `SessionHost.firstScreen()`): until then the browser is shown the first screen, rendered
    /// once for everyone, and a visit that only looks costs no session. Otherwise, and behind a
    /// proxy that names users (whom a first screen could greet), at the first visit.
    case atFirstEvent
    /// At the browser's first visit: for an app whose first screen depends on whose session it is
    /// (a `makeSessionFor` that reads its identity).
    case atFirstVisit
}
