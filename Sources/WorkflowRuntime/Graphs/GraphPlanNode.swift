import WorkflowEngine
import WorkflowSchema

/// A node of a ``GraphPlan``: what it is, the message that asks for its result, and its links.
struct GraphPlanNode: Sendable {
    let name: String
    let kind: GraphNodeOutline.Kind
    let message: String
    /// The next node by result (`yes`, `no`, `complete`, `failed`, a branch name); a missing result ends the run.
    let targets: [String: String]
    /// The branch names of a choice.
    let branchNames: [String]
    let timeout: Double?
    let retry: RetryPolicy?

    init(_ outline: GraphNodeOutline, name: String) {
        self.name = name
        kind = outline.kind
        message = outline.messageName ?? name
        var targets: [String: String] = [:]
        for link in outline.links where targets[link.result] == nil { targets[link.result] = link.target?.value }
        self.targets = targets
        branchNames = outline.kind == .choice ? outline.links.dropLast().map(\.result) : []
        timeout = outline.value(of: .timeout)
        let attempts = Int(outline.value(of: .attempts) ?? 1)
        retry =
            attempts > 1
            ? RetryPolicy(
                attempts: attempts, interval: .seconds(outline.value(of: .retryInterval) ?? 1),
                rate: outline.value(of: .backoffRate) ?? 2,
                // Without a cap of its own, the longest allowed delay caps the backoff.
                maximumDelay: .seconds(
                    outline.value(of: .maximumDelay) ?? WorkItemSetting.maximumDelay.range.upperBound))
            : nil
    }

    /// The engine node, whose body asks `asker`.
    func workflowNode(asking asker: GraphNodeAsker) -> WorkflowNode<GraphNodeHandlers.Values> {
        let id = NodeID(name)
        switch kind {
        case .decision:
            return .decision(id, yes: link("yes"), no: link("no")) { data in
                try await asker.decide(self, &data)
            }
        case .choice:
            var links: [String: NodeID] = [:]
            for branch in branchNames { links[branch] = link(branch) }
            return .choice(id, branches: links) { data in try await asker.choose(self, &data) }
        case .workItem:
            let policy = WorkItemPolicy(
                timeout: timeout.map { .seconds($0) }, retry: retry, catchNode: link("failed"))
            return .workItem(id, next: link("complete"), policy: policy) { data in
                try await asker.work(self, &data)
            }
        }
    }

    private func link(_ result: String) -> NodeID? {
        targets[result].map { NodeID($0) }
    }

    /// The engine result that outcome result `result` names for this node, nil if it cannot produce it.
    func result(named result: String) -> NodeResult? {
        switch (kind, result) {
        case (_, "failed"): .failed
        case (.decision, "yes"): .yes
        case (.decision, "no"): .no
        case (.workItem, "complete"): .complete
        case (.choice, let name) where branchNames.contains(name): .branch(name)
        default: nil
        }
    }
}
