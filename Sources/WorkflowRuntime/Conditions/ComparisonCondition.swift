/// `<isLessThan>`, `<isLessThanOrEqualTo>`, `<isGreaterThanOrEqualTo>`, `<isGreaterThan>`: numeric comparisons.
final class ComparisonCondition: Condition {
    private var otherValue: LazyParameter?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        otherValue = parameters.deferred("otherValue")
    }

    override func evaluate(value: WorkflowValue?, in context: WorkflowContext) throws(RuntimeIssue) -> Bool {
        guard let left = value?.number(locale: context.origin.locale),
            let right = try otherValue?.data(in: context)?.number(locale: context.origin.locale)
        else {
            context.report(issue("cannot compare non-numeric values", code: .invalidValue))
            return false
        }
        switch element.tag {
        case "isLessThan": return left < right
        case "isLessThanOrEqualTo": return left <= right
        case "isGreaterThanOrEqualTo": return left >= right
        default: return left > right
        }
    }
}
