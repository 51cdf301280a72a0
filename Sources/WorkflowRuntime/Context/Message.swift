import WorkflowSchema

/// A message travelling up (or across) the delegate chain, answered at most once.
final class Message {
    /// The message name, matched against action names.
    let name: String
    /// Where the message goes.
    let destination: MessageDestination
    /// Data for the destination: the descendant's name, or free-form for the root delegate.
    let destinationName: String?
    /// The context the message carries.
    var context: WorkflowContext
    /// The element whose action sent the message (a `sendMessage`), when one did; its file is the context's.
    var sentBy: SchemaElement?
    private var responseHandler: ((ActionResult?) -> Void)?

    init(
        name: String, destination: MessageDestination = .delegate, destinationName: String? = nil,
        context: WorkflowContext, responseHandler: ((ActionResult?) -> Void)? = nil
    ) {
        self.name = name
        self.destination = destination
        self.destinationName = destinationName
        self.context = context
        self.responseHandler = responseHandler
    }

    convenience init(
        _ template: MessageTemplate, context: WorkflowContext, responseHandler: ((ActionResult?) -> Void)? = nil
    ) {
        self.init(
            name: template.name, destination: template.destination, destinationName: template.destinationName,
            context: context, responseHandler: responseHandler)
    }

    /// Whether an answer would run something.
    var awaitsResponse: Bool { responseHandler != nil }

    /// Answers the message; later answers are ignored.
    func respond(_ result: ActionResult?) {
        guard let handler = responseHandler else { return }
        responseHandler = nil
        context.didChange(.content)
        handler(result)
    }
}
