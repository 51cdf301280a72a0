/// The answer to `initialize`: what the server does, and its name.
struct InitializeResult: Encodable, Sendable {
    struct Capabilities: Encodable, Sendable {
        struct TextDocumentSync: Encodable, Sendable {
            var openClose = true
            /// Incremental: each change sends only the range it replaces.
            var change = 2
            var save = true
        }

        struct CompletionOptions: Encodable, Sendable {
            var triggerCharacters = ["<", "/", " ", "\"", ">", "{"]
        }

        struct CodeActionOptions: Encodable, Sendable {
            var codeActionKinds = ["quickfix"]
        }

        struct RenameOptions: Encodable, Sendable {
            var prepareProvider = true
        }

        var positionEncoding: PositionEncoding
        var textDocumentSync = TextDocumentSync()
        var completionProvider = CompletionOptions()
        var hoverProvider = true
        var definitionProvider = true
        var referencesProvider = true
        var documentSymbolProvider = true
        var documentFormattingProvider = true
        var codeActionProvider = CodeActionOptions()
        var renameProvider = RenameOptions()
    }

    struct ServerInfo: Encodable, Sendable {
        var name: String
        var version: String
    }

    var capabilities: Capabilities
    var serverInfo: ServerInfo
}
