import WorkflowRuntime

/// One browser's running schema, with the token its forms must carry.
struct WebSession: Sendable {
    /// The session id, kept in the browser's cookie.
    let id: String
    /// The running schema.
    let session: Session
    /// The token every state-changing form carries; a request without it is refused (CSRF).
    let csrfToken: String
    /// When the browser last used the session.
    var lastUsed: ContinuousClock.Instant
}
