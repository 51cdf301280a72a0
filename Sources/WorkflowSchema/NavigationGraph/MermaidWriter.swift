/// Writes a `NavigationGraph` as a Mermaid flowchart, which Markdown viewers such as GitHub's draw.
public struct MermaidWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The flowchart's text.
    public func write(_ graph: NavigationGraph) -> String {
        var lines = ["flowchart TD"]
        for (index, group) in graph.groups.enumerated() {
            lines.append("  subgraph g\(index + 1)[\"\(Self.escape(group))\"]")
            for node in graph.nodes where node.group == group { lines.append("    " + Self.node(node)) }
            lines.append("  end")
        }
        for node in graph.nodes where node.group == nil { lines.append("  " + Self.node(node)) }
        for edge in graph.edges {
            let arrow =
                switch edge.kind {
                case .contains: "---"
                case .message: "-.->"
                case .push, .present, .replaceRoot, .load, .step: "-->"
                }
            let label = edge.label.map { "|\"\(Self.escape($0))\"|" } ?? ""
            lines.append("  \(edge.from) \(arrow)\(label) \(edge.to)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func node(_ node: NavigationGraphNode) -> String {
        let label = "\"" + escape(node.label) + "\""
        return
            switch node.kind
        {
        case .controller: "\(node.id)[\(label)]"
        case .unloadableFile: "\(node.id)[/\(label)/]"
        case .rootDelegate: "\(node.id)((\(label)))"
        case .graphNode: "\(node.id){\(label)}"
        case .outcome: "\(node.id)([\(label)])"
        }
    }

    /// Mermaid's entity for characters that would end a label.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "\n", with: " ")
    }
}
