/// A change to a document: `range` becomes `newText`.
public struct LSPTextEdit: Codable, Hashable, Sendable {
    /// The text replaced.
    public var range: LSPRange
    /// What replaces it.
    public var newText: String
}
