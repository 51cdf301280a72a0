import WorkflowRuntime

/// What a page shows of a session: its screen and its runtime issues, read together.
struct PageContent: Sendable {
    /// What is on screen.
    var snapshot: Snapshot
    /// The session's runtime errors and warnings, for the developer panel.
    var issues: [RuntimeIssue]
}

extension Session {
    /// The page's content: one visit to the session's actor rather than one per question.
    func pageContent() -> PageContent {
        PageContent(snapshot: snapshot(), issues: issues)
    }

    /// Applies `event`, then reads the page's content, in one visit to the session's actor.
    func pageContent(after event: Event) throws(EventError) -> PageContent {
        try send(event)
        return pageContent()
    }
}
