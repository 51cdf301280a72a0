/// `<cancelGraph>`: cancels the running graph of that name at once; its run ends as `cancelled`.
///
/// When no graph of that name is running (the run already ended), nothing happens and the action
/// still succeeds, so the actions after it in a `multipleActions` run.
final class CancelGraphAction: Action {
    private var graphName = ""

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        graphName = parameters.text("graph") ?? ""
    }

    override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        context.services.cancelGraph(named: graphName)
        return .success(context)
    }
}
