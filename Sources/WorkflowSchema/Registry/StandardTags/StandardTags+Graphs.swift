extension SchemaType {
    fileprivate static let runGraph = SchemaType("runGraph", parent: .action)
    fileprivate static let cancelGraph = SchemaType("cancelGraph", parent: .action)
    fileprivate static let decision = SchemaType("decision", parent: .graphNode)
    fileprivate static let choice = SchemaType("choice", parent: .graphNode)
    fileprivate static let workItem = SchemaType("workItem", parent: .graphNode)
}

extension StandardTags {
    /// The decision-graph tags, beyond the original language: see docs/GRAPHS.md.
    static let graphs: [TagDescriptor] = [
        TagDescriptor(
            "runGraph", kind: .action, type: .runGraph,
            summary: "Runs a graph of decisions and work items, then the child action named after its outcome.",
            parameters: [
                .string("graph").summary("The graph's name, for cancelGraph; by default the action's name."),
                .string("start").summary("The first node; by default the first node listed."),
                .list("nodes", .graphNode).lazy.mandatory,
                .list("outcomes", .graphOutcome).lazy,
                .list("actions", .action),
            ],
            defaults: [
                DefaultParameter(.string, "graph"), DefaultParameter(.graphNode, "nodes"),
                DefaultParameter(.graphOutcome, "outcomes"), DefaultParameter(.action, "actions"),
            ],
            rules: [GraphRule()]),
        TagDescriptor(
            "cancelGraph", kind: .action, type: .cancelGraph,
            summary: "Cancels the running graph of that name; its run ends with the result `cancelled`.",
            parameters: [.string("graph").mandatory],
            defaults: [DefaultParameter(.string, "graph")]),
        TagDescriptor(
            "decision", kind: .graph, type: .decision,
            summary: "A yes/no question, answered by the node's message; each answer leads to a node or ends the run.",
            parameters: [
                .string("yes").summary("The node after a yes; none ends the run."),
                .string("no").summary("The node after a no; none ends the run."),
                .string("message").summary("The message that asks; by default the node's name."),
            ]),
        TagDescriptor(
            "choice", kind: .graph, type: .choice,
            summary: "A multi-way question, answered with the name of one of its branches.",
            parameters: [
                .list("branches", .graphBranch).mandatory,
                .string("message").summary("The message that asks; by default the node's name."),
            ],
            defaults: [DefaultParameter(.graphBranch, "branches")],
            rules: [MinimumItemCount(["branches"], minimum: 1, "Choices must have at least one branch")]),
        TagDescriptor(
            "branch", kind: .graph, type: .graphBranch,
            summary: "A named answer of a choice and the node it leads to; none ends the run.",
            parameters: [.string("next")],
            defaults: [DefaultParameter(.string, "next")]),
        TagDescriptor(
            "workItem", kind: .graph, type: .workItem,
            summary: "Work whose completion or failure arrives later, with optional timeout, retries and catch.",
            parameters: [
                .string("next").summary("The node after completion; none ends the run."),
                .string("catch").summary("The node after a failure, once retries are spent; none ends the run."),
                .number("timeout").summary("Seconds an attempt may take before it fails."),
                .number("attempts").summary("How many times the work is tried in all (default 1)."),
                .number("retryInterval").summary("Seconds before the first retry (default 1)."),
                .number("backoffRate").summary("What each further delay is multiplied by (default 2)."),
                .number("maximumDelay").summary("The longest delay between two attempts, in seconds."),
                .string("message").summary("The message that asks for the work; by default the node's name."),
            ]),
        TagDescriptor(
            "outcome", kind: .graph, type: .graphOutcome,
            summary: "Names the outcome of a run that ends on a node with a result.",
            parameters: [
                .string("node").mandatory,
                .string("result").mandatory.summary(
                    "complete, failed, yes, no, or the name of a branch of a choice."),
            ],
            defaults: [DefaultParameter(.string, "node")]),
    ]
}
