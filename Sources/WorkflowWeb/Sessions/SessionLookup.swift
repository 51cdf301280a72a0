import WorkflowRuntime

/// What the server found for a browser's cookie.
enum SessionLookup: Sendable {
    /// A live session, in memory or just restored from the store.
    case found(WebSession)
    /// No session: no cookie, an unknown id, or one that expired.
    case missing
    /// Every place is taken by a session in use (503).
    case full
    /// The store cannot be read or written now (503); nothing was changed.
    case unavailable(SessionStoreError)
}
