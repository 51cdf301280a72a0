/// A node of a `NavigationGraph`.
public struct NavigationGraphNode: Sendable, Hashable {
    /// What a node stands for.
    public enum Kind: String, Sendable, CaseIterable {
        /// A controller of a schema (tabs, navigation, screen, form, table).
        case controller
        /// A file that is loaded but cannot be: missing, or refused by the built-in file loader.
        case unloadableFile
        /// The application's root delegate, which `rootDelegate` messages reach.
        case rootDelegate
        /// A decision, choice or work item of a decision graph.
        case graphNode
        /// An outcome of a decision graph.
        case outcome
    }

    /// A short identifier, unique in the graph (`n1`, `n2`, …).
    public var id: String
    /// What the node stands for.
    public var kind: Kind
    /// What the drawing shows.
    public var label: String
    /// The file or decision graph the node belongs to, drawn as a box around its nodes.
    public var group: String?

    /// Creates a node.
    public init(id: String, kind: Kind, label: String, group: String? = nil) {
        self.id = id
        self.kind = kind
        self.label = label
        self.group = group
    }
}
