/// A root delegate's answer to a message: the reply, and an issue to report beside it.
///
/// A delegate that asks someone else (an HTTP backend) answers a failure it met on the way with
/// a failure reply, which takes the schema's failure path, and an issue that says why.
public struct RootDelegateAnswer: Sendable, Hashable {
    /// The reply delivered to the message.
    public var reply: MessageReply
    /// What went wrong while answering, reported by the session with the reply; nil when nothing did.
    public var issue: RuntimeIssue?

    /// Creates an answer.
    public init(_ reply: MessageReply, issue: RuntimeIssue? = nil) {
        self.reply = reply
        self.issue = issue
    }
}
