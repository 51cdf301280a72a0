/// A fix the editor offers for a diagnostic.
public struct LSPCodeAction: Codable, Hashable, Sendable {
    /// What the menu shows.
    public var title: String
    /// Always `quickfix`.
    public var kind = "quickfix"
    /// The diagnostics it fixes.
    public var diagnostics: [LSPDiagnostic]
    /// Whether it is the fix to apply without asking (a safe fix of `wfs validate --fix`).
    public var isPreferred: Bool
    /// The change.
    public var edit: LSPWorkspaceEdit
}
