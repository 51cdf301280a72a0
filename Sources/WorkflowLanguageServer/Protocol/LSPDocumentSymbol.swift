/// One entry of a document's outline, with the entries inside it.
struct LSPDocumentSymbol: Codable, Hashable, Sendable {
    /// The protocol's symbol kinds used here.
    enum Kind: Int, Codable, Sendable {
        case file = 1, module = 2, namespace = 3, `class` = 5, method = 6, property = 7, field = 8, function = 12,
            variable = 13, object = 19, key = 20, event = 24, `operator` = 25
    }

    /// What the outline shows.
    var name: String
    /// A short line beside it.
    var detail: String?
    /// The icon.
    var kind: Kind
    /// The whole element.
    var range: LSPRange
    /// Its start tag's name, selected when the entry is chosen.
    var selectionRange: LSPRange
    /// The entries inside it.
    var children: [LSPDocumentSymbol]
}
