/// `<isTrue>`: the value is true (`YES`, `true`, a non-zero number); other values count when present.
final class TruthinessCondition: Condition {
    override func evaluate(value: WorkflowValue?, in context: WorkflowContext) throws(RuntimeIssue) -> Bool {
        guard let value else { return false }
        return value.truth ?? true
    }
}
