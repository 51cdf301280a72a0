/// Changes to several documents, by URI.
public struct LSPWorkspaceEdit: Codable, Hashable, Sendable {
    /// The edits of each document.
    public var changes: [String: [LSPTextEdit]]
}
