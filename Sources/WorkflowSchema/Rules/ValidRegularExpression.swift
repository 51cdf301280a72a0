import Foundation

/// Requires a literal pattern parameter to be a regular expression that compiles.
///
/// ```xml
/// <doesMatchRegularExpression>[a-</doesMatchRegularExpression>
/// ```
/// gives `error: the pattern "[a-" is not a valid regular expression [WFS0307]`.
public struct ValidRegularExpression: TagRule {
    /// The parameter holding the pattern.
    public let parameter: String

    /// Creates the rule.
    public init(_ parameter: String) {
        self.parameter = parameter
    }

    public func check(_ element: SchemaElement) -> [Diagnostic] {
        guard let value = element[parameter: parameter]?.value, case .text(let text) = value else { return [] }
        do {
            _ = try NSRegularExpression(pattern: text.value, options: [.caseInsensitive])
            return []
        } catch {
            return [
                .init(
                    .error, .invalidRegularExpression,
                    "the pattern \"\(text.value)\" is not a valid regular expression", at: text.range)
            ]
        }
    }
}
