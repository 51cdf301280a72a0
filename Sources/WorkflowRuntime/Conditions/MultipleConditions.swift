/// `<multipleConditions>`: all, any or none of its conditions hold; each uses its own value if it has one.
final class MultipleConditions: Condition {
    private var conditions: [Condition] = []
    private var requirement = "all"

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        conditions = parameters.objects("conditions")
        requirement = parameters.text("requirement") ?? "all"
    }

    override func evaluate(value: WorkflowValue?, in context: WorkflowContext) throws(RuntimeIssue) -> Bool {
        for condition in conditions {
            let holds = try condition.evaluate(ownValueOr: value, in: context)
            switch requirement {
            case "any" where holds: return true
            case "none" where holds: return false
            case "all" where !holds: return false
            default: continue
            }
        }
        return requirement != "any"
    }
}
