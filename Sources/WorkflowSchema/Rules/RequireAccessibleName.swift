/// Requires a control to have an accessible name (a placeholder, title or accessibility label).
///
/// Without one, an element that has a `name` attribute gets a warning, because renderers fall
/// back to that name; an element with neither gets an error.
///
/// ```xml
/// <slider><value>3</value></slider>
/// ```
/// gives `error: Sliders must have an accessibilityLabel; add <accessibilityLabel> [WFS0306]`.
public struct RequireAccessibleName: TagRule {
    /// The parameter paths, any of which names the control.
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
        if let name = element.name {
            return [
                .init(
                    .warning, .missingAccessibleName,
                    "\(message); assistive technologies will announce its name \"\(name)\" instead; add \(hint)",
                    at: element.range)
            ]
        }
        return [.init(.error, .missingAccessibleName, "\(message); add \(hint)", at: element.range)]
    }
}
