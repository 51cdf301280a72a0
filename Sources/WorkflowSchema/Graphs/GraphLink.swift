/// A result a graph node can produce, and the node it leads to (none: the run ends there).
public struct GraphLink: Sendable {
    /// The result: `yes`, `no`, `complete`, `failed` or a branch name.
    public var result: String
    /// The name of the next node as written, or nil when the result ends the run.
    public var target: SchemaText?
    /// Where the link is declared: the node, or the branch.
    public var range: SourceRange
}
