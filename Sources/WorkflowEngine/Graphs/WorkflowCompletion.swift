/// How a workflow run ended: its outcome, the node it ended on, and whether it was cancelled or failed.
public struct WorkflowCompletion<Outcome: Sendable>: Sendable {
    /// The outcome mapped from the final node and its result, or nil when the pair has no mapping.
    public let outcome: Outcome?
    /// The node the run ended on, or nil when it was cancelled.
    public let finalNode: NodeID?
    /// What the final node produced, or nil when the run was cancelled.
    public let result: NodeResult?
    /// Whether the run was cancelled.
    public let isCancelled: Bool
    /// The error that ended the run and the node that threw it, or nil when no error ended it.
    public let failure: NodeFailure?
}
