/// `<conditionalAction>`: performs the success or failure action depending on a condition.
final class ConditionalAction: Action {
    private var condition: Condition?
    private var successAction: Action?
    private var failureAction: Action?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        condition = parameters.object("condition")
        successAction = parameters.object("successAction")
        failureAction = parameters.object("failureAction")
        guard condition != nil else { throw issue("conditional actions need a condition", code: .missingValue) }
    }

    override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        do {
            let holds = try condition?.evaluate(in: context) ?? false
            return (holds ? successAction : failureAction)?.perform(for: controller, context: context)
        } catch {
            return fail(error.message, context: context, code: error.code)
        }
    }
}
