/// The decision graph a `<runGraph>` element describes, as written: its nodes, start and outcomes.
///
/// Both `wfs validate` (through ``GraphRule``) and the runtime read graphs through this type, so
/// they agree on what a graph means. Nodes made by proxies or conditionals are not part of the
/// outline; ``hasDynamicParts`` says when there were some.
public struct GraphOutline: Sendable {
    /// The nodes in document order.
    public var nodes: [GraphNodeOutline]
    /// The `start` parameter, if given.
    public var start: SchemaText?
    /// The outcome mappings in document order.
    public var outcomes: [GraphOutcomeOutline]
    /// The names of the child actions (nil for an action without a name), in document order.
    var actionNames: [(name: String?, range: SourceRange)]
    /// Whether a node, branch or outcome is a proxy or conditional, so only run time knows the whole graph.
    public var hasDynamicParts: Bool

    /// The results of a run that end without any outcome mapping naming them, other than these.
    public static let reservedResultNames = ["cancelled", "failed", "unmapped"]

    /// Reads the outline of a `<runGraph>` element.
    public init(_ element: SchemaElement) {
        let nodeElements = element[parameter: "nodes"]?.values.compactMap(\.element) ?? []
        let outcomeElements = element[parameter: "outcomes"]?.values.compactMap(\.element) ?? []
        let branchElements = nodeElements.flatMap { $0[parameter: "branches"]?.values.compactMap(\.element) ?? [] }
        hasDynamicParts = (nodeElements + outcomeElements + branchElements).contains(where: \.isDynamic)
        nodes = nodeElements.filter { !$0.isDynamic }.compactMap(GraphNodeOutline.init)
        outcomes = outcomeElements.filter { !$0.isDynamic }.map(GraphOutcomeOutline.init)
        start = Self.text(element, "start")
        actionNames = (element[parameter: "actions"]?.values ?? []).compactMap { value in
            value.element.map { ($0.name, $0.range) }
        }
    }

    /// The name of the node a run starts at: `start`, or the first node.
    public var startName: String? { start?.value ?? nodes.first?.name }

    /// The single text value of parameter `name` of `element`.
    static func text(_ element: SchemaElement, _ name: String) -> SchemaText? {
        guard let value = element[parameter: name]?.value, let text = value.text else { return nil }
        return SchemaText(text, range: value.range)
    }
}
