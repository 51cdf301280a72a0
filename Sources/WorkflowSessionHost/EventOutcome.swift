import WorkflowRuntime

/// What became of an event posted to a session, whichever route posted it (a page's form, the JSON API).
public enum EventOutcome: Sendable {
    /// Applied and saved: the session as it is now, and its content.
    case applied(HostedSession, SessionContent)
    /// Refused by the screen (an element that is gone, a disabled control); what was typed with it is kept.
    case refused(HostedSession, EventError, SessionContent)
    /// Not applied: the session moved on since the only screen the event was meant for
    /// (`HostedEvent.Screen.only`); the session as it is now, and its content.
    case movedOn(HostedSession, SessionContent)
    /// The session's journal was full, so it started again: the event was meant for the old screen.
    case startedAgain(HostedSession)
    /// The server has no place for the session.
    case noPlace
    /// The store failed; `step` when the event itself was not taken.
    case storeFailed(SessionStoreError, step: Bool)
    /// Too large to keep (a typed value past its limit, or a journal past its budget): nothing was
    /// applied, and the sentence says why (413).
    case tooLarge(String)
    /// The store has no room for more (its disk, or its size limit, is full): nothing was applied (503).
    case storeFull
    /// The client's sessions added as many bytes as they may for now: nothing was applied (429); it
    /// may go on in this many seconds.
    case tooFast(retryAfter: Int)
}
