/// Bounds on the sessions of a web server: how many live at once, how long an idle one is kept,
/// and how long a kept session's journal may grow.
public struct WebSessionLimits: Sendable {
    /// The most sessions kept in memory; a new browser beyond it replaces the one idle the longest.
    public var maximumSessions: Int
    /// How long a session may go unused before it is dropped, from memory and from the store.
    public var idleTimeout: Duration
    /// How long a session must have gone unused before a new browser may take its place; when
    /// every session is busier than that, a new browser is turned away (503), so a flood of
    /// cookieless requests cannot push out the people using the app.
    public var idleBeforeEviction: Duration
    /// The most entries a kept session's journal may have; an event past it starts the session
    /// afresh, with a notice (a journal is replayed in full on every restore, so it stays bounded).
    public var maximumJournalEntries: Int
    /// How long one connection of a page's push channel lasts before the browser makes another.
    public var pushChannelLifetime: Duration

    /// Creates limits; `maximumSessions` and `maximumJournalEntries` below 1 count as 1.
    public init(
        maximumSessions: Int = 1_000, idleTimeout: Duration = .seconds(30 * 60),
        idleBeforeEviction: Duration = .seconds(60), maximumJournalEntries: Int = 10_000,
        pushChannelLifetime: Duration = .seconds(300)
    ) {
        self.pushChannelLifetime = pushChannelLifetime
        self.maximumSessions = max(1, maximumSessions)
        self.idleTimeout = idleTimeout
        self.idleBeforeEviction = idleBeforeEviction
        self.maximumJournalEntries = max(1, maximumJournalEntries)
    }
}
