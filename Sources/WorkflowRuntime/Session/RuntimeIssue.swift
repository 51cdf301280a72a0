import WorkflowSchema

/// A problem met while a schema runs: an error (sent to the root delegate's error channel)
/// or a warning (such as an unhandled message), with the schema position of the object involved.
public struct RuntimeIssue: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// Whether the issue is an error or a warning.
    public var severity: DiagnosticSeverity
    /// What went wrong, in words that say what to do.
    public var message: String
    /// The schema file of the object involved, when known.
    public var source: String?
    /// Where the object involved is written, when known.
    public var range: SourceRange?
    /// The tag of the object involved, when known.
    public var tag: String?
    /// Which kind of issue this is, stable across versions (see docs/DIAGNOSTICS.md).
    public var code: RuntimeIssueCode

    /// Creates an issue.
    public init(
        _ severity: DiagnosticSeverity, _ message: String, source: String? = nil, range: SourceRange? = nil,
        tag: String? = nil, code: RuntimeIssueCode
    ) {
        self.code = code
        self.severity = severity
        self.message = message
        self.source = source
        self.range = range
        self.tag = tag
    }

    /// Where the object involved is, as diagnostics name places (`file:line:column`), or an empty string.
    public var place: String {
        SourceLocation.place(path: source, location: range?.start)
    }

    /// `file:line:column: error: message [code]`, like a compiler.
    public var description: String {
        (place.isEmpty ? "" : place + ": ") + "\(severity.rawValue): \(message) [\(code)]"
    }
}
