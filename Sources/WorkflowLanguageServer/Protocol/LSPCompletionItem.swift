/// One proposal of a completion list.
public struct LSPCompletionItem: Codable, Hashable, Sendable {
    /// The protocol's kinds used here.
    public enum Kind: Int, Codable, Sendable {
        case text = 1, method = 2, function = 3, field = 5, variable = 6, `class` = 7, module = 9, property = 10,
            value = 12, enumMember = 20, keyword = 14, file = 17, reference = 18, event = 23
    }

    /// What is shown and, without an edit, inserted.
    public var label: String
    /// The icon.
    public var kind: Kind?
    /// A short line beside the label (a tag's kind, a parameter's type).
    public var detail: String?
    /// The longer description.
    public var documentation: MarkupContent?
    /// The exact change, replacing the word being typed.
    public var textEdit: LSPTextEdit?
    /// Orders proposals (lower first).
    public var sortText: String?
    /// 2 when ``textEdit`` holds a snippet.
    public var insertTextFormat: Int?
}
