/// An edge of a `NavigationGraph`: one node leads to another.
public struct NavigationGraphEdge: Sendable, Hashable {
    /// How one node leads to another.
    public enum Kind: String, Sendable, CaseIterable {
        /// A controller holds another (a navigation its root screen, tabs their controllers).
        case contains
        /// An action pushes a controller.
        case push
        /// An action presents a controller.
        case present
        /// An action replaces a navigation controller's root.
        case replaceRoot
        /// An action loads a file (and shows its controller).
        case load
        /// An action sends a message to another controller, or the root delegate.
        case message
        /// A decision graph moves from a node to the next, or to an outcome.
        case step
    }

    /// The node it leaves.
    public var from: String
    /// The node it reaches.
    public var to: String
    /// How.
    public var kind: Kind
    /// What the drawing writes on it: the message or result that takes it.
    public var label: String?

    /// Creates an edge.
    public init(from: String, to: String, kind: Kind, label: String? = nil) {
        self.from = from
        self.to = to
        self.kind = kind
        self.label = label
    }
}
