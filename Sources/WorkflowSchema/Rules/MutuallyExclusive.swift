/// Allows at most one of several parameters.
///
/// ```xml
/// <barButtonItem><title>Go</title><systemItem>done</systemItem></barButtonItem>
/// ```
/// gives `error: Bar button items must only have one of: title, image, systemItem; remove
/// <systemItem> [WFS0302]`, with a note at the first of them.
public struct MutuallyExclusive: TagRule {
    /// The parameters of which at most one may be given.
    public let parameters: [String]
    /// The message, in the words of the original framework.
    public let message: String

    /// Creates the rule.
    public init(_ parameters: [String], _ message: String) {
        self.parameters = parameters
        self.message = message
    }

    public func check(_ element: SchemaElement) -> [Diagnostic] {
        let present = parameters.compactMap { element[parameter: $0] }.sorted { $0.range.start < $1.range.start }
        guard present.count > 1, let first = present.first else { return [] }
        return present.dropFirst().map { extra in
            Diagnostic(
                .error, .exclusiveParameters, "\(message); remove <\(extra.name)>", at: extra.range,
                notes: [DiagnosticNote("<\(first.name)> is already given here", at: first.range)])
        }
    }
}
