import WorkflowRuntime

/// How a scripted root delegate answers one message name: a reply, after a delay on the test clock.
public struct ScriptedReply: Sendable, Hashable {
    /// The reply.
    public var reply: MessageReply
    /// How long the reply takes, on the driver's clock.
    public var delay: Duration

    /// Creates a scripted reply.
    public init(_ reply: MessageReply, after delay: Duration = .zero) {
        self.reply = reply
        self.delay = delay
    }
}
