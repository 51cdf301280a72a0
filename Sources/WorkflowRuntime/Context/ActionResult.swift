/// What performing an action gives: success or failure, a name, and the context for what follows.
public struct ActionResult {
    /// `success` or `failure`, or a custom name.
    public var name: String
    /// Whether the action succeeded.
    public var isSuccess: Bool
    /// The context the next action runs in: its `userInfo` carries what this action found.
    public var context: WorkflowContext

    /// A result named `name`.
    public init(name: String, isSuccess: Bool, context: WorkflowContext) {
        self.name = name
        self.isSuccess = isSuccess
        self.context = context
    }

    /// Success, with the context for what follows.
    public static func success(_ context: WorkflowContext) -> ActionResult {
        ActionResult(name: "success", isSuccess: true, context: context)
    }

    /// Failure, with the context for what follows.
    public static func failure(_ context: WorkflowContext) -> ActionResult {
        ActionResult(name: "failure", isSuccess: false, context: context)
    }
}
