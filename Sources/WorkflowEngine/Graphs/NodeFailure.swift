/// An error thrown by a node's body, together with the node that threw it.
public struct NodeFailure: Error, CustomStringConvertible {
    /// The node whose body threw.
    public let node: NodeID
    /// The error the body threw (a `WorkflowError` for a timeout).
    public let error: any Error

    /// Creates a failure of `node` with `error`.
    public init(node: NodeID, error: any Error) {
        self.node = node
        self.error = error
    }

    /// The node and its error, for logs.
    public var description: String { "node \(node) failed: \(error)" }
}
