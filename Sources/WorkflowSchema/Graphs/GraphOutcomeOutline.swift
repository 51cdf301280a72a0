/// An `<outcome>` of a ``GraphOutline``: the name given to a run that ends on a node with a result.
public struct GraphOutcomeOutline: Sendable {
    /// The outcome's name (its `name` attribute); the child action of that name runs.
    public var name: String?
    /// The final node, as written.
    public var node: SchemaText?
    /// The final node's result, as written.
    public var result: SchemaText?
    /// The outcome's element.
    public var element: SchemaElement

    /// Reads an `<outcome>` element.
    public init(_ element: SchemaElement) {
        self.name = element.name
        self.node = GraphOutline.text(element, "node")
        self.result = GraphOutline.text(element, "result")
        self.element = element
    }
}
