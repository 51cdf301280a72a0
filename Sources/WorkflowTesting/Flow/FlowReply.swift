import WorkflowRuntime
import WorkflowSchema

/// How the root delegate answers one message while a flow runs.
public struct FlowReply: Sendable, Equatable {
    /// Whether the message succeeds; true unless the flow says otherwise.
    public var success: Bool
    /// A custom result name to answer with, if any.
    public var name: String?
    /// The data that comes back with the answer.
    public var userInfo: [String: WorkflowValue]
    /// A schema file (relative to the flow's schema folder) sent back under `userInfo["schema"]`,
    /// as a root delegate answering `loadSchema` would.
    public var schema: String?
    /// Seconds on the simulated clock before the answer arrives; nil answers at once.
    public var after: Double?
    /// Where the reply is written in the flow file.
    public var position: SourceLocation

    /// Creates a reply; by default a successful one with no data, answered at once.
    public init(
        success: Bool = true, name: String? = nil, userInfo: [String: WorkflowValue] = [:], schema: String? = nil,
        after: Double? = nil, position: SourceLocation = .start
    ) {
        self.success = success
        self.name = name
        self.userInfo = userInfo
        self.schema = schema
        self.after = after
        self.position = position
    }
}
