/// A node of a `Workflow` over shared data `Data`: a decision, a choice or a work item, with its links.
///
/// A body works on a copy of the shared data; its changes apply when it produces a result, and are dropped when it
/// throws or the run is cancelled.
public struct WorkflowNode<Data: Sendable>: Sendable {
    /// What a node runs: the closure its factory took, kept as it is so a run calls it directly.
    enum Action: Sendable {
        /// A decision: true is `.yes`, false is `.no`.
        case decide(@Sendable (inout Data) async throws -> Bool)
        /// A choice: the name of a branch.
        case choose(@Sendable (inout Data) async throws -> String)
        /// A work item: completes by returning.
        case work(@Sendable (inout Data) async throws -> Void)
    }

    /// The node's identifier.
    public let id: NodeID
    let action: Action
    let links: [NodeResult: NodeID]
    let policy: WorkItemPolicy

    /// A yes/no decision: `yes` and `no` name the next nodes, nil ends the run there.
    public static func decision(
        _ id: NodeID, yes: NodeID?, no: NodeID?, _ decide: @escaping @Sendable (inout Data) async throws -> Bool
    ) -> WorkflowNode {
        var links: [NodeResult: NodeID] = [:]
        links[.yes] = yes
        links[.no] = no
        return WorkflowNode(id: id, action: .decide(decide), links: links, policy: .init())
    }

    /// A multi-way choice: the body names a branch, `branches` maps branch names to next nodes.
    ///
    /// A branch without a link ends the run there with result `.branch(name)`.
    public static func choice(
        _ id: NodeID, branches: [String: NodeID], _ choose: @escaping @Sendable (inout Data) async throws -> String
    ) -> WorkflowNode {
        var links: [NodeResult: NodeID] = [:]
        for (name, next) in branches { links[.branch(name)] = next }
        return WorkflowNode(id: id, action: .choose(choose), links: links, policy: .init())
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
        return WorkflowNode(id: id, action: .work(work), links: links, policy: policy)
    }
}
