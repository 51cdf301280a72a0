/// Who receives a message written in a schema file (``SchemaLinks``).
public enum MessageReceiver: Sendable, Hashable {
    /// A controller of the same file, which performs its action named like the message.
    case controller(SchemaElement)
    /// The creator of the file's root controller: a controller in a file that loads this one.
    case creator
    /// The controllers of the file with the `destinationName` of a `descendant` message.
    case descendants([SchemaElement])
    /// Only run time can tell (the root delegate, a proxy), or no controller can receive it.
    case unknown
}
