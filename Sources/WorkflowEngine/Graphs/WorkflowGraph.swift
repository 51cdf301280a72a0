/// The nodes of a workflow with every link resolved to a position in one array, made once when the workflow is.
///
/// A run passes from node to node by position: no identifier is hashed and nothing is allocated between two nodes.
/// Nothing here is generic, so a run (generic over the data, and not specialized for it) reads it without asking
/// the runtime for type metadata.
struct WorkflowGraph: Sendable {
    /// The kinds of node, which tell a run in which buffer of `NodeBodies` a node's closure is.
    enum Kind: UInt8, Sendable {
        /// A work item.
        case work
        /// A decision.
        case decision
        /// A choice.
        case choice
    }

    /// Where the results of one node lead.
    ///
    /// Positions are 32-bit, which keeps a route to 20 bytes: a run over a long chain reads less memory.
    struct Route: Sendable {
        /// The kind of node.
        let kind: Kind
        /// Whether the node has a timeout or retries, which a run handles out of line.
        let hasPolicy: Bool
        /// The index of the node's closure among those of its kind in `NodeBodies`; for a choice, also the index
        /// of its branch table in `branches`.
        let slot: Int32
        /// The position after `.complete` or `.yes`, or -1 when that result ends the run.
        let next: Int32
        /// The position after `.no`, or -1 when that result ends the run.
        let otherwise: Int32
        /// The position after `.failed` (the catch node), or -1 when a failure ends the run.
        let caught: Int32
    }

    /// The nodes' identifiers, in the order the workflow was given them.
    let ids: [NodeID]
    /// The nodes' closures (a `NodeBodies` of the workflow's data type).
    let bodies: AnyNodeBodies
    /// The nodes' routes, by the same positions.
    let routes: [Route]
    /// The nodes' time limits, retries and catch nodes, by the same positions.
    let policies: [WorkItemPolicy]
    /// The branch tables of the choices, by slot: branch name to position.
    let branches: [[String: Int]]
    /// Each node's position, by identifier.
    let positions: [NodeID: Int]

    /// Resolves the links of `nodes`; throws `WorkflowError` when there are no nodes, two nodes share an identifier
    /// or a link names no node.
    init<Data>(_ nodes: [WorkflowNode<Data>]) throws {
        guard !nodes.isEmpty else { throw WorkflowError.noNodes }
        precondition(nodes.count < Int(Int32.max), "a workflow holds fewer than 2^31 - 1 nodes")
        var positions: [NodeID: Int] = [:]
        positions.reserveCapacity(nodes.count)
        for (position, node) in nodes.enumerated() {
            guard positions.updateValue(position, forKey: node.id) == nil else {
                throw WorkflowError.duplicateNode(node.id)
            }
        }
        var routes: [Route] = []
        routes.reserveCapacity(nodes.count)
        var branches: [[String: Int]] = []
        var counts = (works: 0, decisions: 0, choices: 0)
        for node in nodes {
            // The first unknown target in name order is the one reported, whatever result it is linked to.
            for target in node.links.values.sorted(by: { $0.rawValue < $1.rawValue }) where positions[target] == nil {
                throw WorkflowError.unknownNode(target)
            }
            func position(after result: NodeResult) -> Int32 {
                node.links[result].flatMap { positions[$0] }.map { Int32($0) } ?? -1
            }
            let kind: Kind
            let slot: Int
            switch node.action {
            case .work:
                kind = .work
                slot = counts.works
                counts.works += 1
            case .decide:
                kind = .decision
                slot = counts.decisions
                counts.decisions += 1
            case .choose:
                kind = .choice
                slot = counts.choices
                counts.choices += 1
                var names: [String: Int] = [:]
                for (result, target) in node.links {
                    if case .branch(let name) = result { names[name] = positions[target] }
                }
                branches.append(names)
            }
            routes.append(
                Route(
                    kind: kind, hasPolicy: node.policy.timeout != nil || node.policy.retry != nil, slot: Int32(slot),
                    next: position(after: kind == .decision ? .yes : .complete), otherwise: position(after: .no),
                    caught: position(after: .failed)))
        }
        self.ids = nodes.map(\.id)
        self.bodies = NodeBodies(nodes.map(\.action))
        self.routes = routes
        self.policies = nodes.map(\.policy)
        self.branches = branches
        self.positions = positions
    }

    /// The position a result of the node at `position` leads to, or -1 when it ends the run there.
    func position(after result: NodeResult, at position: Int) -> Int {
        let route = routes[position]
        switch result {
        case .complete, .yes: return Int(route.next)
        case .no: return Int(route.otherwise)
        case .failed: return Int(route.caught)
        case .branch(let name):
            guard route.kind == .choice else { return -1 }
            return branches[Int(route.slot)][name] ?? -1
        }
    }
}
