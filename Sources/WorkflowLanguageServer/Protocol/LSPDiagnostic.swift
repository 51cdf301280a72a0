/// A problem shown in the editor: a ``WorkflowSchema/Diagnostic`` as the protocol carries it.
public struct LSPDiagnostic: Codable, Hashable, Sendable {
    /// A place related to the problem (a diagnostic's note).
    public struct RelatedInformation: Codable, Hashable, Sendable {
        /// Where.
        public var location: LSPLocation
        /// What it is.
        public var message: String
    }

    /// The link to the code's documentation.
    public struct CodeDescription: Codable, Hashable, Sendable {
        /// The documentation's address.
        public var href: String
    }

    /// What the server needs back in a code action request.
    public struct Payload: Codable, Hashable, Sendable {
        /// The replacement the diagnostic suggests.
        public var suggestion: String?
    }

    /// Where.
    public var range: LSPRange
    /// 1 error, 2 warning, 3 information, 4 hint.
    public var severity: Int
    /// The diagnostic's code, such as `WFS0500`.
    public var code: String
    /// The documentation of the code.
    public var codeDescription: CodeDescription?
    /// Always `wfs`.
    public var source = "wfs"
    /// The message, as `wfs validate` prints it.
    public var message: String
    /// The diagnostic's notes.
    public var relatedInformation: [RelatedInformation]?
    /// The suggestion, for code actions.
    public var data: Payload?
}
