/// One proposal of a completion list.
struct LSPCompletionItem: Codable, Hashable, Sendable {
    /// The protocol's kinds used here.
    enum Kind: Int, Codable, Sendable {
        case text = 1, method = 2, function = 3, field = 5, variable = 6, `class` = 7, module = 9, property = 10,
            value = 12, enumMember = 20, keyword = 14, file = 17, reference = 18, event = 23
    }

    /// What is shown and, without an edit, inserted.
    var label: String
    /// The icon.
    var kind: Kind?
    /// A short line beside the label (a tag's kind, a parameter's type).
    var detail: String?
    /// The longer description.
    var documentation: LSPMarkdown?
    /// The exact change, replacing the word being typed.
    var textEdit: LSPTextEdit?
    /// Orders proposals (lower first).
    var sortText: String?
}
