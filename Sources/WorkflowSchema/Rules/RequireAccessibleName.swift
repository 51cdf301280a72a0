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
    /// The parameter paths, any of which names the control, and the message.
    public let requirement: RequireOneOf

    /// Creates the rule.
    public init(_ paths: [String], _ message: String) {
        requirement = RequireOneOf(paths, message)
    }

    public func check(_ element: SchemaElement) -> [Diagnostic] {
        guard !requirement.isSatisfied(by: element) else { return [] }
        let message = requirement.message
        if let name = element.name, !name.trimmingXMLWhitespace().isEmpty {
            return [
                .init(
                    .warning, .missingAccessibleName,
                    "\(message); assistive technologies will announce the name \"\(name)\" instead; add \(requirement.hint)",
                    at: element.range)
            ]
        }
        return [.init(.error, .missingAccessibleName, "\(message); add \(requirement.hint)", at: element.range)]
    }
}
