/// `<form>`: a screen whose inputs are validated and submitted together (ORIGINALS 1.11).
///
/// - Every input made inside the form registers with it, in the order its making began: document
///   order, whatever the kind of input, even for an input inside another's parameters (a date
///   picker as a text field's `inputView` comes after the text field). Named inputs give the form
///   values (several inputs with one name give a list) that the form's actions see.
/// - `submit` (the message, or return on the last input) validates each input in order:
///   the first failure performs `didNotSubmit` with its `failureMessage`; otherwise editing
///   ends and `didSubmit` is performed.
/// - The return key and the accessory's Previous and Next move the focus over the visible
///   inputs that can take it, after validating the input being left.
/// - The triggers fire when the form is about to appear and whenever an input's editing ends.
/// - Forms perform no lifecycle actions.
final class FormController: ScreenController, SchemaDelegate {
    /// Every input made inside the form, in the order their making began (see ``willConfigure(_:)``).
    private(set) var inputs: [FormInput] = []
    /// The place the next input to be made takes among the inputs.
    private var nextInputPosition = 0
    var triggers: [Trigger] = []
    var accessoryView: FormAccessoryView?

    override var performsLifecycleActions: Bool { false }
    override var viewFailureMessage: String { "failed to load view for form controller" }

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        triggers = parameters.objects("triggers")
        accessoryView = parameters.object("formAccessoryView")
        accessoryView?.form = self
    }

    override func parameterContext() -> WorkflowContext {
        var context = super.parameterContext()
        context.schemaDelegate = self
        return context
    }

    /// An input about to make the objects of its parameters takes its place now, before any input
    /// inside them, so the inputs are in document order.
    func willConfigure(_ object: RuntimeObject) {
        guard let input = object as? FormInput else { return }
        input.formPosition = nextInputPosition
        nextInputPosition += 1
    }

    func didCreate(_ object: RuntimeObject) {
        guard let input = object as? FormInput else { return }
        let index = inputs.firstIndex { $0.formPosition > input.formPosition } ?? inputs.endIndex
        inputs.insert(input, at: index)
        input.form = self
    }

    /// The form values by input name; several inputs with one name give a list.
    var formValues: [String: WorkflowValue] {
        var grouped: [String: [WorkflowValue]] = [:]
        for input in inputs {
            guard let name = input.name else { continue }
            grouped[name, default: []].append(input.formValue)
        }
        return grouped.mapValues { $0.count == 1 ? $0[0] : .array($0) }
    }

    override func actionContext(from context: WorkflowContext) -> WorkflowContext {
        super.actionContext(from: context).adding(formValues)
    }

    // MARK: Lifecycle and triggers

    /// Forms perform no lifecycle actions, but fire their triggers when about to appear.
    override func performLifecycle(_ event: LifecycleEvent) {
        super.performLifecycle(event)
        if event == .viewWillAppear { fireTriggers() }
    }

    /// Fires every trigger, in order, in the form-value context.
    func fireTriggers() {
        guard !triggers.isEmpty else { return }
        context.didChange(.content)
        let context = actionContext(from: context)
        for trigger in triggers { trigger.fire(in: context) }
    }

    /// The editing of an input ended: the triggers fire.
    func inputDidEndEditing(_ input: FormInput) {
        fireTriggers()
    }

    // MARK: Submitting

    override func receive(_ message: Message) -> Bool {
        guard message.name == "submit", message.destination != .rootDelegate, !shouldForwardAllMessages else {
            return super.receive(message)
        }
        message.respond(submit(context: message.context))
        return true
    }

    /// Validates every input in order; performs `didNotSubmit` at the first failure, else `didSubmit`.
    func submit(context: WorkflowContext) -> ActionResult? {
        context.didChange(.content)
        for input in inputs {
            if let failure = input.validate() {
                refuse(failure, context: context)
                if isFocusable(input) { input.focus() }
                return .failure(actionContext(from: context))
            }
        }
        endEditing()
        return performAction(named: "didSubmit", context: context, reportsUnhandled: false)
            ?? .success(actionContext(from: context))
    }

    /// Performs `didNotSubmit` with the failed validation's `failureMessage`.
    private func refuse(_ failure: Condition, context: WorkflowContext) {
        var values: [String: WorkflowValue] = [:]
        if let message = failure.failureMessage { values["failureMessage"] = .string(message) }
        _ = performAction(named: "didNotSubmit", context: context.adding(values), reportsUnhandled: false)
    }

    // MARK: Focus

    /// The return key on `input`: the next input, or submit after the last one.
    func inputDidReturn(_ input: FormInput) {
        moveFocus(from: input, forward: true, submitsAtEnd: true)
    }

    /// The accessory's Next: validates `input`, then focuses the next input.
    func focusNext(from input: FormInput) {
        moveFocus(from: input, forward: true, submitsAtEnd: false)
    }

    /// The accessory's Previous: validates `input`, then focuses the previous input.
    func focusPrevious(from input: FormInput) {
        moveFocus(from: input, forward: false, submitsAtEnd: false)
    }

    /// The accessory's Done: the focused input of this form ends its editing.
    func endEditing() {
        guard let focused = context.services.focusedInput, focused.form === self else { return }
        focused.resignFocus()
    }

    func canFocusNext(from input: FormInput) -> Bool { neighbour(of: input, forward: true) != nil }
    func canFocusPrevious(from input: FormInput) -> Bool { neighbour(of: input, forward: false) != nil }

    /// Ends the editing of `input` (the triggers fire, and may show or hide inputs), validates
    /// it, then focuses its neighbour; with no neighbour, submits or stays.
    private func moveFocus(from input: FormInput, forward: Bool, submitsAtEnd: Bool) {
        context.didChange(.content)
        // On the last input, return submits; a successful submit ends the editing (triggers fire).
        guard neighbour(of: input, forward: forward) != nil else {
            if submitsAtEnd { _ = submit(context: context) }
            return
        }
        fireTriggers()
        guard let neighbour = neighbour(of: input, forward: forward) else {
            if submitsAtEnd { _ = submit(context: context) }
            return
        }
        if let failure = input.validate() {
            refuse(failure, context: context)
            return
        }
        // The triggers have fired for the input being left: move without firing them again.
        context.services.focusedInput = neighbour
    }

    /// The next (or previous) input in creation order that can take the focus now.
    private func neighbour(of input: FormInput, forward: Bool) -> FormInput? {
        let candidates = focusableInputs()
        guard let index = inputs.firstIndex(where: { $0 === input }) else { return nil }
        let later = inputs[(index + 1)...]
        let earlier = inputs[..<index].reversed()
        let ordered: [FormInput] = forward ? Array(later) : Array(earlier)
        return ordered.first { candidate in candidates.contains { $0 === candidate } }
    }

    /// The inputs that can take the focus: shown, inside no hidden view, and able to.
    func focusableInputs() -> [FormInput] {
        let hidden = inputsInsideHiddenViews()
        return inputs.filter { $0.canFocus && !hidden.contains(ObjectIdentifier($0)) }
    }

    private func isFocusable(_ input: FormInput) -> Bool {
        focusableInputs().contains { $0 === input }
    }

    /// A bound on the walk over the form's view tree.
    static let maximumVisitedObjects = 100_000

    /// The inputs that a hidden view of the form's view tree (or of a screen inside it) holds.
    private func inputsInsideHiddenViews() -> Set<ObjectIdentifier> {
        var hidden = Set<ObjectIdentifier>()
        var pending: [(object: RuntimeObject, isHidden: Bool)] = content.map { [($0, false)] } ?? []
        var visited = 0
        while let (object, insideHidden) = pending.popLast(), visited < Self.maximumVisitedObjects {
            visited += 1
            switch object {
            case let view as View:
                let isHidden = insideHidden || view.isHidden
                if isHidden, view is FormInput { hidden.insert(ObjectIdentifier(view)) }
                pending += view.subviews.map { ($0, isHidden) }
                if let container = view as? ContainerView {
                    pending += container.members.compactMap { $0 as? Controller }.map { ($0, isHidden) }
                }
            case let screen as ScreenController:
                if let content = screen.content { pending.append((content, insideHidden)) }
            case let table as TableController:
                pending += table.rootViews.map { ($0, insideHidden) }
            default:
                break
            }
        }
        return hidden
    }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        super.describe(into: &element, snapshot: snapshot)
        element.kind = .form
        if let accessoryView, let focused = snapshot.focusedInput, focused.form === self {
            element.children.append(snapshot.element(for: accessoryView))
        }
    }
}
