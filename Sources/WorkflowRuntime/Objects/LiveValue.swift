/// What making a schema value gives: data, a message still to send, or a live object.
public enum LiveValue {
    /// Data: text, a number, a date, a list…
    case data(WorkflowValue)
    /// A message still to send (`<message>`).
    case message(MessageTemplate)
    /// A live object: a view, an action, a condition…
    case object(RuntimeObject)

    /// The data, if this is data.
    public var data: WorkflowValue? {
        if case .data(let value) = self { return value }
        return nil
    }

    /// The object, if this is one of type `T`.
    public func object<T>(as type: T.Type = T.self) -> T? {
        if case .object(let object) = self { return object as? T }
        return nil
    }

    /// The text, for data that has one.
    public var text: String? { data?.text }

    /// A message: a `<message>` or a bare message name.
    public var message: MessageTemplate? {
        switch self {
        case .message(let template): template
        case .data(.string(let name)): MessageTemplate(name: name)
        default: nil
        }
    }
}
