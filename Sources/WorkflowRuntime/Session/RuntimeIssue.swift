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
    /// Which run-time guard or refusal this is, for issues that have one.
    public var code: RuntimeIssueCode?

    /// Creates an issue.
    public init(
        _ severity: DiagnosticSeverity, _ message: String, source: String? = nil, range: SourceRange? = nil,
        tag: String? = nil, code: RuntimeIssueCode? = nil
    ) {
        self.code = code
        self.severity = severity
        self.message = message
        self.source = source
        self.range = range
        self.tag = tag
    }

    /// `file:line:column: error: message [code]`, like a compiler.
    public var description: String {
        var prefix = ""
        if let source { prefix += "\(source):" }
        if let range { prefix += "\(range.start.line):\(range.start.column):" }
        let suffix = code.map { " [\($0)]" } ?? ""
        return (prefix.isEmpty ? "" : prefix + " ") + "\(severity.rawValue): \(message)" + suffix
    }
}
