/// `<form>`: a screen whose inputs are validated and submitted together (ORIGINALS 1.11).
final class FormController: ScreenController, SchemaDelegate {
    /// Every input made inside the form, in creation order.
    private(set) var inputs: [FormInput] = []

    override var performsLifecycleActions: Bool { false }
    override var viewFailureMessage: String { "failed to load view for form controller" }

    override func parameterContext() -> WorkflowContext {
        var context = super.parameterContext()
        context.schemaDelegate = self
        return context
    }

    func didCreate(_ object: RuntimeObject) {
        guard let input = object as? FormInput else { return }
        inputs.append(input)
        input.form = self
    }

    /// The form values by input name; several inputs with one name give a list.
    var formValues: [String: WorkflowValue] {
        var grouped: [String: [WorkflowValue]] = [:]
        var order: [String] = []
        for input in inputs {
            guard let name = input.name else { continue }
            if grouped[name] == nil { order.append(name) }
            grouped[name, default: []].append(input.formValue)
        }
        return grouped.mapValues { $0.count == 1 ? $0[0] : .array($0) }
    }

    override func actionContext(from context: WorkflowContext) -> WorkflowContext {
        super.actionContext(from: context).adding(formValues)
    }

    override func receive(_ message: Message) -> Bool {
        guard message.name == "submit", message.destination != .rootDelegate, !shouldForwardAllMessages else {
            return super.receive(message)
        }
        message.respond(submit(context: message.context))
        return true
    }

    /// Validates every input in order; performs `didNotSubmit` at the first failure, else `didSubmit`.
    func submit(context: WorkflowContext) -> ActionResult? {
        for input in inputs {
            if let failure = input.firstFailedValidation() {
                var values: [String: WorkflowValue] = [:]
                if let message = failure.failureMessage { values["failureMessage"] = .string(message) }
                _ = performAction(named: "didNotSubmit", context: context.adding(values), reportsUnhandled: false)
                input.focus()
                return .failure(actionContext(from: context))
            }
        }
        return performAction(named: "didSubmit", context: context, reportsUnhandled: false)
            ?? .success(actionContext(from: context))
    }

    /// Moves on from `input` (the return key): the next input, or submit after the last one.
    func inputDidReturn(_ input: FormInput) {
        guard let index = inputs.firstIndex(where: { $0 === input }) else { return }
        if let failure = input.firstFailedValidation() {
            var values: [String: WorkflowValue] = [:]
            if let message = failure.failureMessage { values["failureMessage"] = .string(message) }
            _ = performAction(named: "didNotSubmit", context: context.adding(values), reportsUnhandled: false)
            return
        }
        if let next = inputs[(index + 1)...].first(where: { $0.canFocus }) {
            next.focus()
        } else {
            context.core.focusedInput = nil
            _ = submit(context: context)
        }
    }

    override func describe(into element: inout SnapshotElement, snapshot: SessionCore) {
        super.describe(into: &element, snapshot: snapshot)
        element.kind = .form
    }
}
