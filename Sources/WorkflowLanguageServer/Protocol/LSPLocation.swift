/// A range of a document named by its URI.
struct LSPLocation: Codable, Hashable, Sendable {
    /// The document.
    var uri: String
    /// The range in it.
    var range: LSPRange
}
