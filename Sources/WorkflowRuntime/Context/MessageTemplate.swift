/// What a `<message>` tag (or a bare message name) describes: a message still to be sent.
struct MessageTemplate: Hashable {
    var name: String
    var destination: MessageDestination = .delegate
    var destinationName: String? = nil
}
