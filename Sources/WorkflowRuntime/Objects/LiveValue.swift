/// What making a schema value gives: data, a message still to send, or a live object.
enum LiveValue {
    case data(WorkflowValue)
    case message(MessageTemplate)
    case object(RuntimeObject)

    /// The data, if this is data.
    var data: WorkflowValue? {
        if case .data(let value) = self { return value }
        return nil
    }

    /// The object, if this is one of type `T`.
    func object<T>(as type: T.Type = T.self) -> T? {
        if case .object(let object) = self { return object as? T }
        return nil
    }

    /// The text, for data that has one.
    var text: String? { data?.text }

    /// A message: a `<message>` or a bare message name.
    var message: MessageTemplate? {
        switch self {
        case .message(let template): template
        case .data(.string(let name)): MessageTemplate(name: name)
        default: nil
        }
    }
}
