/// `<isPresent>`: the value exists; text must not be blank, and null is absent.
final class PresenceCondition: Condition {
    override func evaluate(value: WorkflowValue?, in context: WorkflowContext) throws(RuntimeIssue) -> Bool {
        switch value {
        case nil, .null?: false
        case .string(let text)?: !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        default: true
        }
    }
}
