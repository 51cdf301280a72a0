/// Requires a minimum number of values across several parameters.
///
/// ```xml
/// <showActionSheet><cancelButtonItem>Cancel</cancelButtonItem></showActionSheet>
/// ```
/// gives `error: Action sheets must have at least two buttons; this one has 1 [WFS0304]`.
public struct MinimumItemCount: TagRule {
    /// The parameters whose values are counted.
    public let parameters: [String]
    /// The smallest number of values allowed.
    public let minimum: Int
    /// The message, in the words of the original framework.
    public let message: String

    /// Creates the rule.
    public init(_ parameters: [String], minimum: Int, _ message: String) {
        self.parameters = parameters
        self.minimum = minimum
        self.message = message
    }

    public func check(_ element: SchemaElement) -> [Diagnostic] {
        let values = parameters.flatMap { element[parameter: $0]?.values ?? [] }
        // A proxy or conditional may stand for any number of items: only run time can tell.
        let isDynamic = values.contains { $0.element?.isDynamic == true }
        let count = values.count
        guard count < minimum, !isDynamic else { return [] }
        return [.init(.error, .tooFewItems, "\(message); this one has \(count)", at: element.range)]
    }
}
