import WorkflowSchema

/// A live object made from a schema element: a controller, view, item, action or condition.
open class RuntimeObject {
    /// The element it was made from (tag, `name`, style names, position).
    public let element: SchemaElement
    /// The context it was made in; its messages and errors go through it.
    public let context: WorkflowContext
    /// The stable id the snapshot and events use.
    public let id: ElementID

    /// Makes the object of `element` in `context`; the registry calls it, then ``configure(_:)``.
    public required init(element: SchemaElement, context: WorkflowContext) {
        self.element = element
        self.context = context
        self.id = context.services.nextID(for: element.tag)
    }

    /// The `name` attribute.
    public var name: String? { element.name }

    /// The context its parameters are made in; controllers put themselves in the chain.
    func parameterContext() -> WorkflowContext { context }

    /// Reads the parameters; throws when a value the object needs is missing or wrong.
    open func configure(_ parameters: Parameters) throws(RuntimeIssue) {}

    /// An issue about this object, at its schema position.
    public func issue(
        _ message: String, severity: DiagnosticSeverity = .error, code: RuntimeIssueCode
    ) -> RuntimeIssue {
        RuntimeIssue(
            severity, message, source: context.origin.source, range: element.range, tag: element.tag, code: code)
    }

    /// Reports an error about this object up the delegate chain.
    public func reportError(_ message: String, code: RuntimeIssueCode) {
        context.report(issue(message, code: code))
    }

    /// Sends the message of a lazy message parameter through this object's context, with
    /// `userInfo` added to the data it carries.
    public func send(
        _ parameter: LazyParameter?, from sender: RuntimeObject? = nil, adding userInfo: [String: WorkflowValue] = [:]
    ) {
        guard let parameter else { return }
        do {
            guard let template = try parameter.message() else { return }
            var context = userInfo.isEmpty ? context : context.adding(userInfo)
            context.actionSender = sender ?? self
            _ = context.send(Message(template, context: context))
        } catch {
            context.report(error)
        }
    }

    /// Sends an already-made message through this object's context, with this object as the sender.
    func send(_ template: MessageTemplate?) {
        guard let template else { return }
        var context = context
        context.actionSender = self
        _ = context.send(Message(template, context: context))
    }
}
