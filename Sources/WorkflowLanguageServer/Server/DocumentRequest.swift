/// The requests about one open document that the server answers.
enum DocumentRequest: Sendable, Equatable {
    case completion, hover, definition, references, prepareRename, rename, documentSymbol, formatting, codeAction

    /// The request of a method, or nil for a method the server does not answer.
    init?(method: String) {
        switch method {
        case "textDocument/completion": self = .completion
        case "textDocument/hover": self = .hover
        case "textDocument/definition": self = .definition
        case "textDocument/references": self = .references
        case "textDocument/prepareRename": self = .prepareRename
        case "textDocument/rename": self = .rename
        case "textDocument/documentSymbol": self = .documentSymbol
        case "textDocument/formatting": self = .formatting
        case "textDocument/codeAction": self = .codeAction
        default: return nil
        }
    }

    /// Whether the answer needs the names of the current text (its markup tree, schema and
    /// links). Completion reads the text before the cursor itself; formatting reads the text.
    var needsAnalysis: Bool {
        switch self {
        case .completion, .formatting: false
        default: true
        }
    }
}
