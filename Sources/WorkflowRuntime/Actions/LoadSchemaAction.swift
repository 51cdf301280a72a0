/// `<loadSchema>`: asks the root delegate for a schema by path, then runs the success or failure action.
final class LoadSchemaAction: Action {
    private var path: String?
    private var successAction: Action?
    private var failureAction: Action?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        path = parameters.text("path")
        successAction = parameters.object("successAction")
        failureAction = parameters.object("failureAction")
    }

    override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        guard let path else { return fail("loadSchema needs a path", context: context, code: .missingValue) }
        var messageContext = context.adding(["path": .string(path)])
        messageContext.actionSender = self
        let message = Message(
            name: "loadSchema", destination: .rootDelegate, context: messageContext
        ) { [weak self, weak controller] result in
            guard let self, let controller else { return }
            if let result, result.isSuccess, case .schema(let schema)? = result.context.userInfo["schema"] {
                _ = self.successAction?.perform(for: controller, context: context.adding(["schema": .schema(schema)]))
            } else if let failureAction = self.failureAction {
                _ = failureAction.perform(for: controller, context: context)
            } else {
                // Nothing handles the failure: it goes to the error channel, not only to observers.
                let reason = result?.context.userInfo["error"]?.text.map { ": \($0)" } ?? ""
                self.reportError(
                    "could not load '\(path)' and there is no failureAction to handle it\(reason)",
                    code: .fileNotLoaded)
            }
        }
        guard context.send(message) else {
            return fail(
                "the loadSchema message for '\(path)' was not handled", context: context, code: .unhandledMessage)
        }
        return .success(context)
    }
}
