/// The root delegate's answer to a message: success or failure, with data.
public struct MessageReply: Sendable, Hashable {
    /// Whether the request succeeded; picks the `success` or `failure` child action.
    public var isSuccess: Bool
    /// The result name; `success` or `failure` unless the delegate chooses another.
    public var name: String
    /// Data added to the message's context for the actions that follow (a loaded schema goes under `schema`).
    public var userInfo: [String: WorkflowValue]

    /// Creates a reply.
    public init(isSuccess: Bool, name: String? = nil, userInfo: [String: WorkflowValue] = [:]) {
        self.isSuccess = isSuccess
        self.name = name ?? (isSuccess ? "success" : "failure")
        self.userInfo = userInfo
    }

    /// A success with data.
    public static func success(_ userInfo: [String: WorkflowValue] = [:]) -> MessageReply {
        MessageReply(isSuccess: true, userInfo: userInfo)
    }

    /// A failure with data.
    public static func failure(_ userInfo: [String: WorkflowValue] = [:]) -> MessageReply {
        MessageReply(isSuccess: false, userInfo: userInfo)
    }
}
