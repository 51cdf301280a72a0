/// The result of reading a document: its root element, if any, and every problem found.
public struct MarkupDocument: Sendable {
    /// The root element; partial when reading stopped early.
    public var root: MarkupElement?
    /// The problems found, in document order.
    public var diagnostics: [Diagnostic]
    /// False when reading stopped at a problem it could not recover from (a limit, a DOCTYPE,
    /// bad encoding, a truncated file); the tree is then not worth checking further.
    public var isComplete: Bool

    /// Creates a document.
    public init(root: MarkupElement?, diagnostics: [Diagnostic], isComplete: Bool) {
        self.root = root
        self.diagnostics = diagnostics
        self.isComplete = isComplete
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
