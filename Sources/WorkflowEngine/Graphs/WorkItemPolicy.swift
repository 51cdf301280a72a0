/// The time limit, retries and error route of one work item.
public struct WorkItemPolicy: Sendable, Hashable {
    /// How long one attempt may take on the workflow's clock before it fails with a timeout, or nil for no limit.
    public var timeout: Duration?
    /// How a failed attempt is retried, or nil to fail at the first error.
    public var retry: RetryPolicy?
    /// The node that handles the error once every attempt has failed, or nil to end the workflow with the error.
    public var catchNode: NodeID?

    /// Creates a policy; the default has no timeout, no retry and no catch node.
    public init(timeout: Duration? = nil, retry: RetryPolicy? = nil, catchNode: NodeID? = nil) {
        self.timeout = timeout
        self.retry = retry
        self.catchNode = catchNode
    }
}
