/// What loading a document gives: the schema (when the XML could be read) and every problem.
public struct SchemaLoadResult: Sendable {
    /// The schema; nil when the document could not be read as XML at all.
    public var schema: Schema?
    /// Every problem found, ordered by position.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(schema: Schema?, diagnostics: [Diagnostic]) {
        self.schema = schema
        self.diagnostics = diagnostics
    }

    /// Whether any problem is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The errors only.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// The warnings only.
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}
