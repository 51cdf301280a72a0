/// The answer to `textDocument/prepareRename`.
struct PrepareRenameResult: Encodable, Sendable {
    /// The name's range.
    var range: LSPRange
    /// The name.
    var placeholder: String
}
