import WorkflowRuntime

/// What the server found for a browser's cookie.
public enum SessionLookup: Sendable {
    /// A live session, in memory or just restored from the store.
    case found(HostedSession)
    /// No session: no cookie, an unknown id, or one that expired.
    case missing
    /// Every place is taken by a session in use (503).
    case full
    /// The client made as many sessions as it may for now (429): it may make one in this many seconds.
    case tooMany(retryAfter: Int)
    /// The store cannot be read or written now (503); nothing was changed.
    case unavailable(SessionStoreError)
}
