/// The answer to a completion request.
public struct LSPCompletionList: Codable, Hashable, Sendable {
    /// Whether typing more may change the list (it does not: every proposal is given).
    public var isIncomplete = false
    /// The proposals.
    public var items: [LSPCompletionItem]
}
