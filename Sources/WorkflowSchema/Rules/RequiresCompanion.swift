/// Requires a second parameter whenever a first one is given (dotted paths reach into child objects).
///
/// ```xml
/// <string><table>Errors</table><value>Oops</value></string>
/// ```
/// gives `error: Strings may only specify a table if they also specify a key; add <key> [WFS0305]`,
/// and
/// ```xml
/// <barButtonItem><image>plus</image></barButtonItem>
/// ```
/// gives `error: Bar button image items must have an accessibility label; add <accessibilityLabel>
/// inside <image> [WFS0305]`.
public struct RequiresCompanion: TagRule {
    /// The parameter that needs a companion.
    public let parameter: String
    /// The companion's path, such as `key` or `image.accessibilityLabel`.
    public let companion: String
    /// The message, in the words of the original framework.
    public let message: String

    /// Creates the rule: when `parameter` is given, `companion` must be given too.
    public init(_ parameter: String, requires companion: String, _ message: String) {
        self.parameter = parameter
        self.companion = companion
        self.message = message
    }

    public func check(_ element: SchemaElement) -> [Diagnostic] {
        guard let given = element[parameter: parameter], !element.hasValue(at: companion) else { return [] }
        return [.init(.error, .dependentParameter, "\(message); \(hint)", at: given.range)]
    }

    /// What to add: `add <key>`, or `add <accessibilityLabel> inside <image>` for a dotted path.
    private var hint: String {
        let parts = companion.split(separator: ".", maxSplits: 1)
        guard parts.count == 2 else { return "add <\(companion)>" }
        return "add <\(parts[1])> inside <\(parts[0])>"
    }
}
