/// A secondary message attached to a diagnostic that points at a related place.
public struct DiagnosticNote: Hashable, Sendable, Codable {
    /// What the related place is.
    public var message: String
    /// Where it is.
    public var range: SourceRange

    /// Creates a note.
    public init(_ message: String, at range: SourceRange) {
        self.message = PrintableText.line(message)
        self.range = range
    }
}
