/// Text shown by the editor (hover, completion documentation), in Markdown.
public struct MarkupContent: Codable, Hashable, Sendable {
    /// Always `markdown`.
    public var kind = "markdown"
    /// The Markdown text.
    public var value: String

    /// Creates Markdown content.
    public init(_ value: String) {
        self.value = value
    }
}
