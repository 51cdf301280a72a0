/// Text shown by the editor (hover, completion documentation), in Markdown: the protocol's
/// `MarkupContent` of kind `markdown` (named apart from the schema's markup).
struct LSPMarkdown: Codable, Hashable, Sendable {
    /// Always `markdown`.
    var kind = "markdown"
    /// The Markdown text.
    var value: String

    /// Creates Markdown content.
    init(_ value: String) {
        self.value = value
    }
}
