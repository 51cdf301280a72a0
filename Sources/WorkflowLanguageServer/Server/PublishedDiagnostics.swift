/// The parameters of `textDocument/publishDiagnostics`.
struct PublishedDiagnostics: Encodable, Sendable {
    /// The document.
    var uri: String
    /// The version checked.
    var version: Int?
    /// Every problem of that version.
    var diagnostics: [LSPDiagnostic]
}
