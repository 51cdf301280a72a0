/// The answer to a completion request.
struct LSPCompletionList: Codable, Hashable, Sendable {
    /// Whether typing more may change the list (it does not: every proposal is given).
    var isIncomplete = false
    /// The proposals.
    var items: [LSPCompletionItem]
}
