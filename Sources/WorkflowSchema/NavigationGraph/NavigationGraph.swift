/// A schema's navigation as a graph: its controllers, the files it loads and its decision graphs as
/// nodes; what contains, pushes, presents, loads and messages what as edges (`wfs graph`).
public struct NavigationGraph: Sendable, Hashable {
    /// The nodes, in the order they were found (document order, then loaded files).
    public var nodes: [NavigationGraphNode]
    /// The edges, in the order they were found.
    public var edges: [NavigationGraphEdge]

    /// Creates a graph.
    public init(nodes: [NavigationGraphNode] = [], edges: [NavigationGraphEdge] = []) {
        self.nodes = nodes
        self.edges = edges
    }

    /// The groups (files and decision graphs) in the order their first node appears.
    public var groups: [String] {
        var seen: Set<String> = []
        return nodes.compactMap(\.group).filter { seen.insert($0).inserted }
    }
}
