/// An action a controller performs when a message of its name arrives; unnamed actions match every name.
open class Action: RuntimeObject {
    /// Performs the action for `controller` in the action context; nil when nothing was chosen.
    open func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        .success(context)
    }

    /// Reports an error about this action and gives a failure.
    public func fail(_ message: String, context: WorkflowContext, code: RuntimeIssueCode) -> ActionResult {
        context.report(issue(message, code: code))
        return .failure(context)
    }
}
