/// `<isLessThan>`, `<isLessThanOrEqualTo>`, `<isGreaterThanOrEqualTo>`, `<isGreaterThan>`: numeric comparisons.
final class ComparisonCondition: Condition {
    private var otherValue: LazyParameter?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        otherValue = parameters.deferred("otherValue")
    }

    override func evaluate(value: WorkflowValue?, in context: WorkflowContext) throws(RuntimeIssue) -> Bool {
        guard let left = value.flatMap({ Self.number($0, in: context) }),
            let right = try otherValue?.data(in: context).flatMap({ Self.number($0, in: context) })
        else {
            context.report(issue("cannot compare non-numeric values"))
            return false
        }
        switch element.tag {
        case "isLessThan": return left < right
        case "isLessThanOrEqualTo": return left <= right
        case "isGreaterThanOrEqualTo": return left >= right
        default: return left > right
        }
    }

    private static func number(_ value: WorkflowValue, in context: WorkflowContext) -> Double? {
        switch value {
        case .number(let number): number
        case .string(let text): NumberText.parse(text, locale: context.origin.locale)
        case .bool(let bool): bool ? 1 : 0
        default: nil
        }
    }
}
