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
        guard !isSatisfied(by: element) else { return [] }
        return [.init(.error, .missingOneOf, "\(message); add \(hint)", at: element.range)]
    }

    /// Whether `element` has a value at one of the paths.
    func isSatisfied(by element: SchemaElement) -> Bool {
        paths.contains { element.hasValue(at: $0) }
    }

    /// What to add, such as `<title> or <accessibilityLabel>` (paths into children are left out).
    var hint: String {
        paths.filter { !$0.contains(".") }.map { "<\($0)>" }.joined(separator: " or ")
    }
}
