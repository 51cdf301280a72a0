/// `<trigger>`: when a form's inputs change, sends a message chosen by a condition (ORIGINALS 1.6.8).
///
/// Firing evaluates `condition` (no condition counts as true) in the form-value context, then
/// sends `successMessage` and fires `successTriggers`, or sends `failureMessage` and fires
/// `failureTriggers`. Both messages are made when the trigger fires, in that context: the
/// original made `failureMessage` once, when the trigger was made (a bug, fixed).
final class Trigger: RuntimeObject {
    var condition: Condition?
    private var successMessage: LazyParameter?
    private var failureMessage: LazyParameter?
    var successTriggers: [Trigger] = []
    var failureTriggers: [Trigger] = []

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        condition = parameters.object("condition")
        successMessage = parameters.deferred("successMessage")
        failureMessage = parameters.deferred("failureMessage")
        successTriggers = parameters.objects("successTriggers")
        failureTriggers = parameters.objects("failureTriggers")
    }

    /// Evaluates the condition in `context` and sends the message of the outcome through it.
    func fire(in context: WorkflowContext) {
        var context = context
        context.actionSender = self
        var passed = false
        do {
            passed = try condition?.evaluate(in: context) ?? true
        } catch {
            context.report(error)
        }
        send(passed ? successMessage : failureMessage, in: context)
        for trigger in passed ? successTriggers : failureTriggers { trigger.fire(in: context) }
    }

    private func send(_ parameter: LazyParameter?, in context: WorkflowContext) {
        guard let parameter else { return }
        do {
            guard let template = try parameter.message(in: context) else { return }
            _ = context.send(Message(template, context: context))
        } catch {
            context.report(error)
        }
    }
}
