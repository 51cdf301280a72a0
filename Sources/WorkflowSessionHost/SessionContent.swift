import WorkflowRuntime

/// What a client shows of a hosted session: its screen and its runtime issues, read together.
public struct SessionContent: Sendable {
    /// What is on screen.
    public var snapshot: Snapshot
    /// The session's runtime errors and warnings, for the developer panel.
    public var issues: [RuntimeIssue]
    /// Whether an error was met since the person's latest step: a page without the panel says so.
    public var hasErrorSinceLatestEvent: Bool
    /// How many entries the session's journal had then: the client's place for its push channel.
    public var journalLength: Int
}

extension Session {
    /// The session's content: one visit to its actor rather than one per question.
    public func currentContent() -> SessionContent {
        SessionContent(
            snapshot: snapshot(), issues: issues, hasErrorSinceLatestEvent: hasErrorSinceLatestEvent,
            journalLength: journalLength)
    }
}
