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
    /// In the JSON form, the top-level `"$schema"` value (the editor's JSON Schema), kept so that
    /// rewriting the file keeps it.
    public var schemaReference: String?

    public init(root: MarkupElement?, diagnostics: [Diagnostic], isComplete: Bool, schemaReference: String? = nil) {
        self.schemaReference = schemaReference
        self.root = root
        self.diagnostics = diagnostics
        self.isComplete = isComplete
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
