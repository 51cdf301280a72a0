/// Requires at least one of several parameters (dotted paths reach into child objects).
///
/// ```xml
/// <button><message>tapped</message></button>
/// ```
/// gives `error: Buttons must have a title or an accessibility label; add <title> or
/// <accessibilityLabel> [WFS0301]`.
public struct RequireOneOf: TagRule {
    /// The parameter paths, any of which satisfies the rule.
    public let paths: [String]
    /// The message, in the words of the original framework.
    public let message: String

    /// Creates the rule.
    public init(_ paths: [String], _ message: String) {
        self.paths = paths
        self.message = message
    }

    public func check(_ element: SchemaElement) -> [Diagnostic] {
        guard !paths.contains(where: { element.hasValue(at: $0) }) else { return [] }
        let hint = paths.filter { !$0.contains(".") }.map { "<\($0)>" }.joined(separator: " or ")
        return [.init(.error, .missingOneOf, "\(message); add \(hint)", at: element.range)]
    }
}
