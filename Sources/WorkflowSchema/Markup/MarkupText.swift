/// A run of character data between two tags (text, references and CDATA together), trimmed.
///
/// Runs that are only whitespace are not kept: the schema language ignores them.
public struct MarkupText: Hashable, Sendable {
    /// The text with references resolved, line ends normalised and surrounding whitespace removed.
    public var value: String
    /// Where the trimmed text starts and ends.
    public var range: SourceRange

    /// Creates a text run.
    public init(value: String, range: SourceRange) {
        self.value = value
        self.range = range
    }
}
