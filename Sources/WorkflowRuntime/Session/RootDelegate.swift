/// The application's hook for what a schema cannot do itself: `rootDelegate` messages,
/// `loadSchema`, and the error channel (ARCHITECTURE section 3).
///
/// Replies may take their time: the session keeps working while one is pending.
public protocol RootDelegate: Sendable {
    /// Answers a message that reached the top of the delegate chain.
    ///
    /// Return nil to leave it to the session: `loadSchema` is then served by the session's
    /// file loader, and any other message fails with a warning to observers.
    func reply(to message: RootMessage) async -> MessageReply?

    /// Answers a message with a reply and, when something went wrong on the way, an issue the
    /// session reports with it; nil leaves the message to the session, as `reply(to:)` does.
    ///
    /// By default, the answer is `reply(to:)`'s reply with no issue.
    func answer(to message: RootMessage) async -> RootDelegateAnswer?

    /// Receives the errors of the session (an unhandled `descendant` message, a missing
    /// navigation controller, a schema that failed to load…); the session goes on working.
    func didReport(_ issue: RuntimeIssue) async
}

extension RootDelegate {
    /// By default, the session answers: `loadSchema` from files, everything else fails.
    public func reply(to message: RootMessage) async -> MessageReply? { nil }
    /// By default, `reply(to:)`'s reply with no issue.
    public func answer(to message: RootMessage) async -> RootDelegateAnswer? {
        await reply(to: message).map { RootDelegateAnswer($0) }
    }
    /// By default, errors reach observers only.
    public func didReport(_ issue: RuntimeIssue) async {}
}
