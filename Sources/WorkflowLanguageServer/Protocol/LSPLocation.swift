/// A range of a document named by its URI.
public struct LSPLocation: Codable, Hashable, Sendable {
    /// The document.
    public var uri: String
    /// The range in it.
    public var range: LSPRange
}
