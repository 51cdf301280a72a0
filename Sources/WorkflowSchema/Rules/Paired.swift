/// Requires two parameters to be given together or not at all.
///
/// ```xml
/// <switch><accessibilityLabel>On?</accessibilityLabel><onValue>1</onValue></switch>
/// ```
/// gives `error: Switches must have both an onValue and an offValue, or neither; add
/// <offValue> [WFS0303]`.
public struct Paired: TagRule {
    /// The first parameter of the pair.
    public let first: String
    /// The second parameter of the pair.
    public let second: String
    /// The message, in the words of the original framework.
    public let message: String

    /// Creates the rule.
    public init(_ first: String, _ second: String, _ message: String) {
        self.first = first
        self.second = second
        self.message = message
    }

    public func check(_ element: SchemaElement) -> [Diagnostic] {
        switch (element[parameter: first], element[parameter: second]) {
        case (let given?, nil):
            [.init(.error, .unpairedParameter, "\(message); add <\(second)>", at: given.range)]
        case (nil, let given?):
            [.init(.error, .unpairedParameter, "\(message); add <\(first)>", at: given.range)]
        default:
            []
        }
    }
}
