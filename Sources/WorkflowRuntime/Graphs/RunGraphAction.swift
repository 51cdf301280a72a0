import WorkflowSchema

/// `<runGraph>`: runs a graph of decisions and work items, then the child action named after how it ended.
///
/// The run's data starts as the message's `userInfo`. It ends with an outcome's name, or with
/// `cancelled`, `failed` (a node failed and no outcome names that) or `unmapped`; the first child
/// action of that name, or else the first unnamed one, runs with the data in its context.
final class RunGraphAction: Action {
    private var plan: Result<GraphPlan, GraphRunError> = .failure(GraphRunError(description: "not configured"))
    private var graphName = ""
    private var childActions: [Action] = []

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        let outline = GraphOutline(element)
        graphName = parameters.text("graph") ?? name ?? "graph"
        childActions = parameters.objects("actions")
        do throws(GraphRunError) {
            plan = .success(try GraphPlan(outline))
        } catch {
            plan = .failure(error)
        }
    }

    override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        let message = Message(name: graphName, destination: .rootDelegate, context: context) {
            [weak self, weak controller] result in
            guard let self, let controller, let result else { return }
            let child =
                self.childActions.first { $0.name == result.name } ?? self.childActions.first { $0.name == nil }
            _ = child?.perform(for: controller, context: controller.actionContext(from: result.context))
        }
        do throws(GraphRunError) {
            try context.services.startGraph(
                try plan.get(), named: graphName, message: message,
                anchor: issue("", severity: .warning, code: .graphFailed))
        } catch {
            context.report(issue(error.description, severity: error.isWarning ? .warning : .error, code: .graphFailed))
            return .failure(context)
        }
        return .success(context)
    }
}
