/// A change to a document: `range` becomes `newText`.
struct LSPTextEdit: Codable, Hashable, Sendable {
    /// The text replaced.
    var range: LSPRange
    /// What replaces it.
    var newText: String
}
