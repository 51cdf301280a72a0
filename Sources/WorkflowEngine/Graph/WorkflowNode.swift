/// A node of a `Workflow` over shared data `Data`: a decision, a choice or a work item, with its links.
///
/// A body works on a copy of the shared data; its changes apply when it produces a result, and are dropped when it
/// throws or the run is cancelled.
public struct WorkflowNode<Data: Sendable>: Sendable {
    /// The body of a node: it may change the shared data and produces the node's result.
    typealias Body = @Sendable (inout Data) async throws -> NodeResult

    /// The node's identifier.
    public let id: NodeID
    let body: Body
    let links: [NodeResult: NodeID]
    let policy: WorkItemPolicy

    /// A yes/no decision: `yes` and `no` name the next nodes, nil ends the run there.
    public static func decision(
        _ id: NodeID, yes: NodeID?, no: NodeID?, _ decide: @escaping @Sendable (inout Data) async throws -> Bool
    ) -> WorkflowNode {
        var links: [NodeResult: NodeID] = [:]
        links[.yes] = yes
        links[.no] = no
        return WorkflowNode(id: id, body: { .decision(try await decide(&$0)) }, links: links, policy: .init())
    }

    /// A multi-way choice: the body names a branch, `branches` maps branch names to next nodes.
    ///
    /// A branch without a link ends the run there with result `.branch(name)`.
    public static func choice(
        _ id: NodeID, branches: [String: NodeID], _ choose: @escaping @Sendable (inout Data) async throws -> String
    ) -> WorkflowNode {
        var links: [NodeResult: NodeID] = [:]
        for (name, next) in branches { links[.branch(name)] = next }
        return WorkflowNode(id: id, body: { .branch(try await choose(&$0)) }, links: links, policy: .init())
    }

    /// A work item: the body does async work and completes by returning or fails by throwing.
    ///
    /// `next` is the node after completion (nil: a final node); `policy` adds a timeout, retries and a catch node.
    public static func workItem(
        _ id: NodeID, next: NodeID?, policy: WorkItemPolicy = WorkItemPolicy(),
        _ work: @escaping @Sendable (inout Data) async throws -> Void
    ) -> WorkflowNode {
        var links: [NodeResult: NodeID] = [:]
        links[.complete] = next
        links[.failed] = policy.catchNode
        return WorkflowNode(
            id: id,
            body: {
                try await work(&$0)
                return .complete
            }, links: links, policy: policy)
    }
}
