/// What the editor shows over a name.
struct LSPHover: Codable, Hashable, Sendable {
    /// The text.
    var contents: LSPMarkdown
    /// The name it describes.
    var range: LSPRange?
}
