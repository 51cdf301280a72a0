/// `<cancelGraph>`: cancels the running graph of that name at once; its run ends as `cancelled`.
///
/// Nothing runs when no graph of that name is running, as when the run already ended.
final class CancelGraphAction: Action {
    private var graphName = ""

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        graphName = parameters.text("graph") ?? ""
    }

    override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        context.core.cancelGraph(named: graphName) ? .success(context) : .failure(context)
    }
}
