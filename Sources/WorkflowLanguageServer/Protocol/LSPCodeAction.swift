/// A fix the editor offers for a diagnostic.
struct LSPCodeAction: Codable, Hashable, Sendable {
    /// What the menu shows.
    var title: String
    /// Always `quickfix`.
    var kind = "quickfix"
    /// The diagnostics it fixes.
    var diagnostics: [LSPDiagnostic]
    /// Whether it is the fix to apply without asking (a safe fix of `wfs validate --fix`).
    var isPreferred: Bool
    /// The change.
    var edit: LSPWorkspaceEdit
}
