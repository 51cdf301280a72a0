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

    private enum CodingKeys: String, CodingKey {
        case severity, message, tag, code
        // The form journals written before `SourcePlace` kept.
        case source, range
    }

    /// Reads the issue with its place's keys among its own (`SourcePlace`), or as journals before kept it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        severity = try container.decode(DiagnosticSeverity.self, forKey: .severity)
        message = try container.decode(String.self, forKey: .message)
        tag = try container.decodeIfPresent(String.self, forKey: .tag)
        code = try container.decode(RuntimeIssueCode.self, forKey: .code)
        let place = try SourcePlace(from: decoder)
        source = try place.file ?? container.decodeIfPresent(String.self, forKey: .source)
        range = try place.range ?? container.decodeIfPresent(SourceRange.self, forKey: .range)
    }

    /// Writes the issue with its place's keys among its own (`SourcePlace`): `file` is the path;
    /// byte offsets are not kept.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(tag, forKey: .tag)
        try container.encode(code, forKey: .code)
        try SourcePlace(file: source, range: range).encode(to: encoder)
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
