/// The parameters of every method the server answers, read permissively: each method uses the
/// fields it needs, and fields the server does not know are ignored.
public struct LSPParams: Decodable, Sendable {
    /// A document named in the parameters; with its text when it is opened.
    public struct TextDocument: Decodable, Sendable {
        /// The document's URI.
        public var uri: String
        /// The whole text (`didOpen`).
        public var text: String?
        /// The client's version of the text.
        public var version: Int?
    }

    /// One change of `didChange`: a range and its new text, or the whole text.
    public struct ContentChange: Decodable, Sendable {
        /// The range replaced; none means the whole document.
        public var range: LSPRange?
        /// The new text.
        public var text: String
    }

    /// The `context` of references and code action requests.
    public struct Context: Decodable, Sendable {
        /// References: whether the declaration itself is listed.
        public var includeDeclaration: Bool?
    }

    /// What the client can do (`initialize`): only what changes the answers is read.
    public struct Capabilities: Decodable, Sendable {
        /// General capabilities.
        public struct General: Decodable, Sendable {
            /// The position encodings the client accepts, preferred first.
            public var positionEncodings: [String]?
        }

        /// General capabilities.
        public var general: General?
    }

    /// A file that changed on disk (`workspace/didChangeWatchedFiles`).
    public struct FileEvent: Decodable, Sendable {
        /// Its URI.
        public var uri: String
    }

    /// The document.
    public var textDocument: TextDocument?
    /// The cursor.
    public var position: LSPPosition?
    /// The changes of `didChange`, in order.
    public var contentChanges: [ContentChange]?
    /// The range of a code action or range formatting request.
    public var range: LSPRange?
    /// The new name of a rename.
    public var newName: String?
    /// The context of references and code actions.
    public var context: Context?
    /// The client's capabilities (`initialize`).
    public var capabilities: Capabilities?
    /// The files that changed on disk.
    public var changes: [FileEvent]?
}
