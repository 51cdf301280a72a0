/// A problem found in a schema: what is wrong, where, and what to do about it.
public struct Diagnostic: Hashable, Sendable, Codable {
    /// How serious the problem is.
    public var severity: DiagnosticSeverity
    /// The stable identifier of this kind of problem (tests and tools match on it).
    public var code: DiagnosticCode
    /// A human message that says what is wrong and, where possible, what to do.
    public var message: String
    /// Where the problem is.
    public var range: SourceRange
    /// Related places, such as where an unclosed element was opened.
    public var notes: [DiagnosticNote]
    /// A replacement the author probably meant (for example a known tag close to an unknown one).
    public var suggestion: String?

    /// Creates a diagnostic.
    public init(
        _ severity: DiagnosticSeverity,
        _ code: DiagnosticCode,
        _ message: String,
        at range: SourceRange,
        notes: [DiagnosticNote] = [],
        suggestion: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = PrintableText.line(message)
        self.range = range
        self.notes = notes
        self.suggestion = suggestion
    }

    /// Creates an error at one location.
    public static func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
        notes: [DiagnosticNote] = [], suggestion: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: SourceRange(at: location), notes: notes, suggestion: suggestion)
    }

    /// Creates a warning at one location.
    public static func warning(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
        notes: [DiagnosticNote] = [], suggestion: String? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: SourceRange(at: location), notes: notes, suggestion: suggestion)
    }
}
