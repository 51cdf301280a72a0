/// What a `<message>` tag (or a bare message name) describes: a message still to be sent.
public struct MessageTemplate: Hashable, Sendable {
    /// The message's name: the controller action it asks for.
    public var name: String
    /// Where it goes.
    public var destination: MessageDestination
    /// The controller's name, for `descendant` messages.
    public var destinationName: String?

    /// A message named `name` for `destination`.
    public init(name: String, destination: MessageDestination = .delegate, destinationName: String? = nil) {
        self.name = name
        self.destination = destination
        self.destinationName = destinationName
    }
}
