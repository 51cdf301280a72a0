import WorkflowSchema

/// One step of a flow file: what to do, where it is written and how to show it.
public struct FlowFileStep: Sendable, Equatable {
    /// What the step does.
    public var action: FlowAction
    /// Where the step is written in the flow file.
    public var position: SourceLocation
    /// The step on one line as written, such as `tapOn: "Push screen 2"`, for progress output.
    public var text: String

    /// Creates a step doing `action`, written at `position` as `text`.
    public init(action: FlowAction, position: SourceLocation, text: String) {
        self.action = action
        self.position = position
        self.text = text
    }
}
