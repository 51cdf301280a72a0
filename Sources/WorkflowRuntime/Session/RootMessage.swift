/// A message that reached the root delegate, as a value it can keep and answer later.
public struct RootMessage: Sendable, Hashable {
    /// The message name, such as `loadSchema` or `getResults`.
    public var name: String
    /// The free-form `destinationName` of the message, if it had one.
    public var destinationName: String?
    /// The message's data; `loadSchema` puts the requested path under `path`.
    public var userInfo: [String: WorkflowValue]

    /// Creates a message value.
    public init(name: String, destinationName: String? = nil, userInfo: [String: WorkflowValue] = [:]) {
        self.name = name
        self.destinationName = destinationName
        self.userInfo = userInfo
    }
}
