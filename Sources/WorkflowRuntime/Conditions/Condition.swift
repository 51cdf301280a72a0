/// A condition: evaluates a value (its own `value`, or one given by a form or an outer condition).
open class Condition: RuntimeObject {
    /// What a form shows when this condition refuses an input.
    public var failureMessage: String?
    private var valueParameter: LazyParameter?

    open override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        failureMessage = parameters.text("failureMessage")
        valueParameter = parameters.deferred("value")
    }

    /// Whether the condition has a `value` of its own.
    var hasOwnValue: Bool { valueParameter != nil }

    /// Its own value, made in `context`; nil when it has none.
    func ownValue(in context: WorkflowContext) throws(RuntimeIssue) -> WorkflowValue? {
        try valueParameter?.data(in: context)
    }

    /// Evaluates with its own value made in `context`.
    func evaluate(in context: WorkflowContext) throws(RuntimeIssue) -> Bool {
        try evaluate(value: ownValue(in: context), in: context)
    }

    /// Evaluates with its own value if it has one, else with `value` (nested conditions).
    func evaluate(ownValueOr value: WorkflowValue?, in context: WorkflowContext) throws(RuntimeIssue) -> Bool {
        try evaluate(value: hasOwnValue ? ownValue(in: context) : value, in: context)
    }

    /// Evaluates with a given value (forms pass the input's value).
    open func evaluate(value: WorkflowValue?, in context: WorkflowContext) throws(RuntimeIssue) -> Bool { true }
}
