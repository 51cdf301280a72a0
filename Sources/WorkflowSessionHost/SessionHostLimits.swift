/// Bounds on the sessions of a web server: how many live at once and from one client, how fast a
/// client may make them, how long an idle one is kept, how large a kept session's journal may
/// grow, and how many push channels may be open.
///
/// When every place is taken, a new session takes the place of one that was never used (made, and
/// never asked for again), then of one idle for `idleBeforeEviction`; otherwise it is refused (503).
/// One client (an IPv4 address, or an IPv6 /64; the address a trusted proxy names) may make at most
/// `newSessionsPerMinute` a minute (429 beyond) and hold `sessionsPerClient` (beyond it, its own
/// least recently used session makes room), so a flood from one address cannot crowd others out;
/// its sessions together may add `journalBytesPerMinute` to the store, and it may name
/// `storeLookupsPerMinute` sessions a minute that are not in memory.
public struct SessionHostLimits: Sendable {
    /// The most sessions kept in memory.
    public var maximumSessions: Int
    /// How long a session may go unused before it is dropped, from memory and from the store.
    public var idleTimeout: Duration
    /// How long a session must have gone unused before a new browser may take its place; when
    /// every session is busier than that (and none is unused), a new browser is turned away (503).
    public var idleBeforeEviction: Duration
    /// The most entries a kept session's journal may have; an event past it starts the session
    /// afresh, with a notice (a journal is replayed in full on every restore, so it stays bounded).
    public var maximumJournalEntries: Int
    /// The most bytes a kept session's journal may hold; an event that would take it past them is
    /// refused (413) and the session stays as it was, so restoring any session stays quick.
    public var maximumJournalBytes: Int
    /// The most bytes one typed value may have (a text field's, a text area's); a longer one is
    /// refused (413) before anything is applied.
    public var maximumTextBytes: Int
    /// How many sessions one client may make a minute (a burst of that many, then that rate).
    public var newSessionsPerMinute: Int
    /// How many times a minute one client may name a session that is not in memory (each costs a
    /// read of the store: a session brought back after a restart, or a made-up cookie or token);
    /// beyond, 429.
    public var storeLookupsPerMinute: Int
    /// How many bytes of typed text (and steps) one client's sessions may add to the store a
    /// minute, across its sessions (a burst of that many, then that rate); beyond, 429.
    public var journalBytesPerMinute: Int
    /// How many live sessions one client may hold; a new one beyond it takes the place of that
    /// client's least recently used session.
    public var sessionsPerClient: Int
    /// How long one connection of a page's push channel lasts before the browser makes another.
    public var pushChannelLifetime: Duration
    /// How many push channels one session may have open at once (a person may have several tabs).
    public var pushChannelsPerSession: Int
    /// How many push channels may be open at once in all.
    public var maximumPushChannels: Int

    /// Creates limits; counts below 1 count as 1. `sessionsPerClient` defaults to a tenth of
    /// `maximumSessions` (at least 10).
    public init(
        maximumSessions: Int = 1_000, idleTimeout: Duration = .seconds(30 * 60),
        idleBeforeEviction: Duration = .seconds(60), maximumJournalEntries: Int = 10_000,
        maximumJournalBytes: Int = 4 << 20, maximumTextBytes: Int = 16 << 10, newSessionsPerMinute: Int = 60,
        sessionsPerClient: Int? = nil, storeLookupsPerMinute: Int = 120, journalBytesPerMinute: Int = 4 << 20,
        pushChannelLifetime: Duration = .seconds(300), pushChannelsPerSession: Int = 8, maximumPushChannels: Int = 1_000
    ) {
        self.maximumSessions = max(1, maximumSessions)
        self.idleTimeout = idleTimeout
        self.idleBeforeEviction = idleBeforeEviction
        self.maximumJournalEntries = max(1, maximumJournalEntries)
        self.maximumJournalBytes = max(1, maximumJournalBytes)
        self.maximumTextBytes = max(1, maximumTextBytes)
        self.newSessionsPerMinute = max(1, newSessionsPerMinute)
        self.storeLookupsPerMinute = max(1, storeLookupsPerMinute)
        self.journalBytesPerMinute = max(1, journalBytesPerMinute)
        self.sessionsPerClient = max(1, sessionsPerClient ?? max(10, maximumSessions / 10))
        self.pushChannelLifetime = pushChannelLifetime
        self.pushChannelsPerSession = max(1, pushChannelsPerSession)
        self.maximumPushChannels = max(1, maximumPushChannels)
    }
}
