/// `<isEqual>`: the value equals `otherValue` (both absent counts as equal; `1` equals the number 1).
///
/// Two dates are compared exactly, as the original did: their text is whole seconds, so it would
/// call two dates less than a second apart equal.
final class EqualityCondition: Condition {
    private var otherValue: LazyParameter?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        otherValue = parameters.deferred("otherValue")
    }

    override func evaluate(value: WorkflowValue?, in context: WorkflowContext) throws(RuntimeIssue) -> Bool {
        let other = try otherValue?.data(in: context)
        switch (value.flatMap(Self.present), other.flatMap(Self.present)) {
        case (nil, nil): return true
        case (.date(let left)?, .date(let right)?): return left == right
        case (let left?, let right?): return left == right || (left.text != nil && left.text == right.text)
        default: return false
        }
    }

    private static func present(_ value: WorkflowValue) -> WorkflowValue? { value == .null ? nil : value }
}
