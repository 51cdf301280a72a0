/// A problem shown in the editor: a ``WorkflowSchema/Diagnostic`` as the protocol carries it.
struct LSPDiagnostic: Codable, Hashable, Sendable {
    /// A place related to the problem (a diagnostic's note).
    struct RelatedInformation: Codable, Hashable, Sendable {
        /// Where.
        var location: LSPLocation
        /// What it is.
        var message: String
    }

    /// The link to the code's documentation.
    struct CodeDescription: Codable, Hashable, Sendable {
        /// The documentation's address.
        var href: String
    }

    /// What the server needs back in a code action request.
    struct Payload: Codable, Hashable, Sendable {
        /// The replacement the diagnostic suggests.
        var suggestion: String?
    }

    /// Where.
    var range: LSPRange
    /// 1 error, 2 warning, 3 information, 4 hint.
    var severity: Int
    /// The diagnostic's code, such as `WFS0500`.
    var code: String
    /// The documentation of the code.
    var codeDescription: CodeDescription?
    /// Always `wfs`.
    var source = "wfs"
    /// The message, as `wfs validate` prints it.
    var message: String
    /// The diagnostic's notes.
    var relatedInformation: [RelatedInformation]?
    /// The suggestion, for code actions.
    var data: Payload?
}
