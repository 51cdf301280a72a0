/// Changes to several documents, by URI.
struct LSPWorkspaceEdit: Codable, Hashable, Sendable {
    /// The edits of each document.
    var changes: [String: [LSPTextEdit]]
}
