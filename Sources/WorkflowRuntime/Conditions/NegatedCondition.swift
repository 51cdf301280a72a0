/// `<not>`: the negation of its condition, which sees this condition's value unless it has its own.
final class NegatedCondition: Condition {
    private var condition: Condition?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        condition = parameters.object("condition")
    }

    override func evaluate(value: WorkflowValue?, in context: WorkflowContext) throws(RuntimeIssue) -> Bool {
        guard let condition else { return true }
        return try !condition.evaluate(ownValueOr: value, in: context)
    }
}
