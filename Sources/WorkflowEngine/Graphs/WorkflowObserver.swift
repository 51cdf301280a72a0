/// Receives the events of workflow runs; every method has an empty default.
public protocol WorkflowObserver: Sendable {
    /// A run started at `node`.
    func workflowStarted(at node: NodeID)
    /// `node` began attempt number `attempt` (1 for the first).
    func nodeBegan(_ node: NodeID, attempt: Int)
    /// `node` produced `result`.
    func node(_ node: NodeID, produced result: NodeResult)
    /// Attempt `attempt` of `node` failed with `error`; the next one starts after `delay`.
    func nodeWillRetry(_ node: NodeID, failedAttempt attempt: Int, error: any Error, delay: Duration)
    /// `node` failed with `error` (after its last attempt, for a work item with retries) and produces `failed`.
    func nodeFailed(_ node: NodeID, error: any Error)
    /// A run ended on `finalNode` with `result`, or with `failure`.
    func workflowCompleted(finalNode: NodeID, result: NodeResult, failure: NodeFailure?)
    /// A run was cancelled.
    func workflowCancelled()
}

extension WorkflowObserver {
    /// Does nothing.
    public func workflowStarted(at node: NodeID) {}
    /// Does nothing.
    public func nodeBegan(_ node: NodeID, attempt: Int) {}
    /// Does nothing.
    public func node(_ node: NodeID, produced result: NodeResult) {}
    /// Does nothing.
    public func nodeWillRetry(_ node: NodeID, failedAttempt attempt: Int, error: any Error, delay: Duration) {}
    /// Does nothing.
    public func nodeFailed(_ node: NodeID, error: any Error) {}
    /// Does nothing.
    public func workflowCompleted(finalNode: NodeID, result: NodeResult, failure: NodeFailure?) {}
    /// Does nothing.
    public func workflowCancelled() {}
}
