import WorkflowEngine
import WorkflowSchema

/// A schema graph ready to run: its nodes, start and outcomes, read once from the `<runGraph>` element.
struct GraphPlan: Sendable {
    /// An outcome mapping in engine terms.
    struct Outcome: Sendable {
        let node: NodeID
        let result: NodeResult
        let name: String
    }

    let nodes: [GraphPlanNode]
    let start: NodeID
    let outcomes: [Outcome]

    /// Reads `outline`; throws when it has no node, an unnamed node or an unknown start.
    ///
    /// `wfs validate` reports these and more with positions; this only keeps a session from running a
    /// graph that cannot mean anything.
    init(_ outline: GraphOutline) throws(GraphRunError) {
        guard !outline.hasDynamicParts else {
            throw GraphRunError(description: "graph nodes and outcomes cannot be proxies or conditionals")
        }
        var nodes: [GraphPlanNode] = []
        for node in outline.nodes {
            guard let name = node.name, !name.isEmpty else {
                throw GraphRunError(description: "a <\(node.kind.rawValue)> of the graph has no name")
            }
            nodes.append(GraphPlanNode(node, name: name))
        }
        guard let start = outline.startName, nodes.contains(where: { $0.name == start }) else {
            throw GraphRunError(description: "the graph has no node '\(outline.startName ?? "")' to start at")
        }
        self.nodes = nodes
        self.start = NodeID(start)
        outcomes = outline.outcomes.compactMap { outcome in
            guard let name = outcome.name, let node = outcome.node?.value, let result = outcome.result?.value,
                let result = nodes.first(where: { $0.name == node })?.result(named: result)
            else { return nil }
            return Outcome(node: NodeID(node), result: result, name: name)
        }
    }

    /// A new engine workflow for one run over `data`, with the activity that follows it.
    ///
    /// Throws the engine's error for an invalid graph.
    func makeWorkflow(
        data: GraphNodeHandlers.Values, asker: GraphNodeAsker, clock: any Clock<Duration>
    ) throws -> (Workflow<GraphNodeHandlers.Values, String>, GraphActivity) {
        let activity = GraphActivity(
            nodesWithTimeout: Set(nodes.filter { $0.timeout != nil }.map { NodeID($0.name) }), journal: asker.journal,
            save: asker.save)
        let workflow = try Workflow<GraphNodeHandlers.Values, String>(
            nodes: nodes.map { $0.workflowNode(asking: asker) }, data: data, clock: clock, observer: activity)
        return (workflow, activity)
    }

    /// Gives the workflow this plan's outcome mappings.
    func mapOutcomes(of workflow: Workflow<GraphNodeHandlers.Values, String>) async {
        for outcome in outcomes {
            try? await workflow.map(outcome.node, outcome.result, to: outcome.name)
        }
    }
}
