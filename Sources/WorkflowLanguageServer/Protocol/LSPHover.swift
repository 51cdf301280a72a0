/// What the editor shows over a name.
public struct LSPHover: Codable, Hashable, Sendable {
    /// The text.
    public var contents: MarkupContent
    /// The name it describes.
    public var range: LSPRange?
}
