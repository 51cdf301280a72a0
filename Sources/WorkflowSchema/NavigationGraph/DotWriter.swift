/// Writes a `NavigationGraph` in Graphviz's DOT language (`dot -Tsvg` draws it).
public struct DotWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The graph's text.
    public func write(_ graph: NavigationGraph) -> String {
        var lines = [
            "digraph flow {", "  rankdir=TB;", "  node [fontname=\"Helvetica\", fontsize=11];",
            "  edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        for (index, group) in graph.groups.enumerated() {
            lines.append("  subgraph cluster_\(index + 1) {")
            lines.append("    label=\(Self.quoted(group));")
            for node in graph.nodes where node.group == group { lines.append("    " + Self.node(node)) }
            lines.append("  }")
        }
        for node in graph.nodes where node.group == nil { lines.append("  " + Self.node(node)) }
        for edge in graph.edges {
            var attributes: [String] = []
            if let label = edge.label { attributes.append("label=\(Self.quoted(label))") }
            switch edge.kind {
            case .contains: attributes.append("arrowhead=none")
            case .message: attributes.append("style=dashed")
            default: break
            }
            let list = attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]"
            lines.append("  \(edge.from) -> \(edge.to)\(list);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func node(_ node: NavigationGraphNode) -> String {
        let shape =
            switch node.kind {
            case .controller: "box"
            case .unloadableFile: "note"
            case .rootDelegate: "ellipse"
            case .graphNode: "diamond"
            case .outcome: "oval"
            }
        return "\(node.id) [label=\(quoted(node.label)), shape=\(shape)];"
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
