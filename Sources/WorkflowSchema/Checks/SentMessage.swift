/// A message as a schema writes it: a name given as text, or a `<message>` with its name,
/// destination and descendant name. Parts known only at run time (proxies) are nil.
struct SentMessage {
    /// The name, when it is written as text.
    let name: SchemaText?
    /// `delegate` (the default), `self`, `rootDelegate` or `descendant`; nil when only run time can tell.
    let destination: String?
    /// The descendant's name, when it is written as text.
    let destinationName: SchemaText?

    /// Reads a message parameter's value.
    init(_ value: SchemaValue) {
        switch value {
        case .text(let text):
            name = text.value.isEmpty ? nil : text
            destination = "delegate"
            destinationName = nil
        case .element(let message) where message.isDynamic:
            name = nil
            destination = nil
            destinationName = nil
        case .element(let message):
            name = message[parameter: "name"]?.value.flatMap(Self.text)
            switch message[parameter: "destinationType"]?.value {
            case nil: destination = "delegate"
            case .text(let text)?: destination = text.value
            case .element?: destination = nil
            }
            destinationName = message[parameter: "destinationName"]?.value.flatMap(Self.text)
        }
    }

    /// Whether it goes to the sender's own controller (`delegate` from a view, or `self`).
    var isForSendersController: Bool { destination == "delegate" || destination == "self" }

    private static func text(_ value: SchemaValue) -> SchemaText? {
        if case .text(let text) = value { return text }
        return nil
    }
}
