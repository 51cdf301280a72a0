/// An error raised by a `Workflow`: misuse of its API, an invalid graph, or a timed-out work item.
public struct WorkflowError: Error, Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case running
        case noNodes
        case duplicateNode(NodeID)
        case unknownNode(NodeID)
        case timedOut(NodeID, Duration)
    }

    let kind: Kind

    /// The workflow is running, so it cannot be started, reset or have its mappings changed.
    public static let running = WorkflowError(kind: .running)
    /// A workflow needs at least one node.
    public static let noNodes = WorkflowError(kind: .noNodes)

    /// Two nodes share the identifier `node`.
    public static func duplicateNode(_ node: NodeID) -> WorkflowError {
        WorkflowError(kind: .duplicateNode(node))
    }

    /// The identifier `node` names no node of the workflow.
    public static func unknownNode(_ node: NodeID) -> WorkflowError {
        WorkflowError(kind: .unknownNode(node))
    }

    /// An attempt of work item `node` took longer than `limit`.
    public static func timedOut(_ node: NodeID, after limit: Duration) -> WorkflowError {
        WorkflowError(kind: .timedOut(node, limit))
    }

    /// Whether this is an attempt's timeout (`timedOut(_:after:)`).
    public var isTimeout: Bool {
        if case .timedOut = kind { true } else { false }
    }

    /// A one-line explanation.
    public var description: String {
        switch kind {
        case .running: "the workflow is running"
        case .noNodes: "a workflow needs at least one node"
        case .duplicateNode(let node): "duplicate node '\(node)'"
        case .unknownNode(let node): "unknown node '\(node)'"
        case .timedOut(let node, let limit): "work item '\(node)' timed out after \(limit)"
        }
    }
}
