/// Bounds on the sessions of a web server: how many live at once and how long an idle one is kept.
public struct WebSessionLimits: Sendable {
    /// The most sessions kept; a new browser beyond it replaces the one idle the longest.
    public var maximumSessions: Int
    /// How long a session may go unused before it is dropped.
    public var idleTimeout: Duration
    /// How long a session must have gone unused before a new browser may take its place; when
    /// every session is busier than that, a new browser is turned away (503), so a flood of
    /// cookieless requests cannot push out the people using the app.
    public var idleBeforeEviction: Duration

    /// Creates limits; `maximumSessions` below 1 counts as 1.
    public init(
        maximumSessions: Int = 1_000, idleTimeout: Duration = .seconds(30 * 60),
        idleBeforeEviction: Duration = .seconds(60)
    ) {
        self.maximumSessions = max(1, maximumSessions)
        self.idleTimeout = idleTimeout
        self.idleBeforeEviction = idleBeforeEviction
    }
}
