/// The parameters of every method the server answers, read permissively: each method uses the
/// fields it needs, and fields the server does not know are ignored.
struct LSPParams: Decodable, Sendable {
    /// A document named in the parameters; with its text when it is opened.
    struct TextDocument: Decodable, Sendable {
        /// The document's URI.
        var uri: String
        /// The whole text (`didOpen`).
        var text: String?
        /// The client's version of the text.
        var version: Int?
    }

    /// One change of `didChange`: a range and its new text, or the whole text.
    struct ContentChange: Decodable, Sendable {
        /// The range replaced; none means the whole document.
        var range: LSPRange?
        /// The new text.
        var text: String
    }

    /// The `context` of references and code action requests.
    struct Context: Decodable, Sendable {
        /// References: whether the declaration itself is listed.
        var includeDeclaration: Bool?
    }

    /// What the client can do (`initialize`): only what changes the answers is read.
    struct Capabilities: Decodable, Sendable {
        /// General capabilities.
        struct General: Decodable, Sendable {
            /// The position encodings the client accepts, preferred first.
            var positionEncodings: [String]?
        }

        /// General capabilities.
        var general: General?
    }


    /// The document.
    var textDocument: TextDocument?
    /// The cursor.
    var position: LSPPosition?
    /// The changes of `didChange`, in order.
    var contentChanges: [ContentChange]?
    /// The range of a code action or range formatting request.
    var range: LSPRange?
    /// The new name of a rename.
    var newName: String?
    /// The context of references and code actions.
    var context: Context?
    /// The client's capabilities (`initialize`).
    var capabilities: Capabilities?
}
