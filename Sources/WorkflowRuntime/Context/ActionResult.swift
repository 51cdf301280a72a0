/// What performing an action gives: success or failure, a name, and the context for what follows.
struct ActionResult {
    /// `success` or `failure`, or a custom name.
    var name: String
    var isSuccess: Bool
    var context: WorkflowContext

    static func success(_ context: WorkflowContext) -> ActionResult {
        ActionResult(name: "success", isSuccess: true, context: context)
    }

    static func failure(_ context: WorkflowContext) -> ActionResult {
        ActionResult(name: "failure", isSuccess: false, context: context)
    }
}
