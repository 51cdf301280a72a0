import Logging
import WorkflowRuntime

/// One browser's running schema, with the token its forms must carry.
public struct HostedSession: Sendable {
    /// The session id, kept in the browser's cookie.
    public let id: String
    /// The running schema.
    public let session: Session
    /// The id again, with the user a trusted proxy named, as the session's root delegate sees them.
    public let identity: SessionIdentity
    /// The token every state-changing form carries; a request without it is refused (CSRF).
    public let csrfToken: String
    /// Saves the session's journal, when the server keeps sessions in a store.
    package let writer: JournalWriter?
    /// When the browser last used the session.
    package var lastUsed: ContinuousClock.Instant
    /// The client that made it (`IPAddress.clientKey`), whose share of the sessions it counts in.
    package var client: String? = nil
    /// Whether it was asked for again after it was made (or restored): a session made and never
    /// used is the first to give its place up, and its journal is forgotten with it.
    package var isUsed = false
    /// Whether its client's first event made it (`SessionHost.createAtFirstEvent`): its journal
    /// holds a step, so it is kept when the session gives its place up before it is used again.
    package var isMadeByEvent = false
    /// What the next page tells the person once, such as a session that started again.
    public var notice: String?
}

extension HostedSession {
    /// How long a client's answer waits for the replies a start or an event asked for (a schema
    /// loaded from a file, a quick root delegate), so that it shows their result rather than
    /// "Waiting"; longer waits are shown as waiting, and the client looks again.
    public static let quickReplyWait: Duration = .milliseconds(500)

    /// `content` (or the session's content now), read again once quick replies have come.
    public func settledContent(_ content: SessionContent? = nil) async -> SessionContent {
        let read: SessionContent
        if let content { read = content } else { read = await session.currentContent() }
        guard read.snapshot.isWaiting else { return read }
        await session.waitForReplies(upTo: Self.quickReplyWait)
        return await session.currentContent()
    }

    /// Whether the session's journal is kept in a store (its clients may then watch its length).
    public var keepsJournal: Bool { writer != nil }

    /// `logger` with the session's reference (never its id, which is the cookie) in its metadata.
    public func logger(from logger: Logger) -> Logger {
        var logger = logger
        logger[metadataKey: "session"] = "\(identity.reference)"
        return logger
    }
}
