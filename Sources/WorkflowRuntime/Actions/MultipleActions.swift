/// `<multipleActions>`: performs actions in order, each in the previous result's context; stops at the first failure.
final class MultipleActions: Action {
    private var actions: [Action] = []

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        actions = parameters.objects("actions")
    }

    override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        var context = context
        for action in actions {
            // A step that chose nothing (a conditionalAction without that branch) passes its context on.
            guard let result = action.perform(for: controller, context: context) else { continue }
            guard result.isSuccess else { return result }
            context = result.context
        }
        return .success(context)
    }
}
