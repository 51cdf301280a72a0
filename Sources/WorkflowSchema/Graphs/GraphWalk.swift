/// Walks of a ``GraphOutline``: which nodes a run can reach, and from which it can end.
///
/// Both walks are linear in the size of the graph (a name index and reverse links), so a schema
/// with a very large graph still validates quickly.
struct GraphWalk {
    private let outline: GraphOutline
    /// The first node of each name.
    private let byName: [String: GraphNodeOutline]

    init(_ outline: GraphOutline) {
        self.outline = outline
        var byName: [String: GraphNodeOutline] = [:]
        for node in outline.nodes {
            if let name = node.name, byName[name] == nil { byName[name] = node }
        }
        self.byName = byName
    }

    /// The node called `name`.
    func node(named name: String) -> GraphNodeOutline? { byName[name] }

    /// The nodes a run from `start` can visit, failures included.
    func reachable(from start: String) -> Set<String> {
        var seen: Set<String> = [start]
        var pending = [start]
        while let name = pending.popLast() {
            for link in byName[name]?.links ?? [] {
                if let next = link.target?.value, byName[next] != nil, seen.insert(next).inserted {
                    pending.append(next)
                }
            }
        }
        return seen
    }

    /// The nodes from which a run can end without a failure.
    func finishing() -> Set<String> {
        var predecessors: [String: [String]] = [:]
        var finishing: Set<String> = []
        for (name, node) in byName {
            for link in node.links where link.result != "failed" {
                if let next = link.target?.value {
                    predecessors[next, default: []].append(name)
                } else {
                    finishing.insert(name)
                }
            }
        }
        var pending = Array(finishing)
        while let name = pending.popLast() {
            for previous in predecessors[name] ?? [] where finishing.insert(previous).inserted {
                pending.append(previous)
            }
        }
        return finishing
    }
}
