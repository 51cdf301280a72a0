/// Who receives a message written in a schema file (``SchemaLinks``). Controllers are compared
/// by identity: two identical screens are two receivers.
public enum MessageReceiver: Sendable, Hashable {
    /// A controller of the same file, which performs its action named like the message.
    case controller(SchemaElement)
    /// The creator of the file's root controller: a controller in a file that loads this one.
    case creator
    /// The controllers of the file with the `destinationName` of a `descendant` message.
    case descendants([SchemaElement])
    /// Only run time can tell (the root delegate, a proxy), or no controller can receive it.
    case unknown

    public static func == (lhs: MessageReceiver, rhs: MessageReceiver) -> Bool {
        switch (lhs, rhs) {
        case (.controller(let left), .controller(let right)): left === right
        case (.descendants(let left), .descendants(let right)):
            left.count == right.count && zip(left, right).allSatisfy { $0 === $1 }
        case (.creator, .creator), (.unknown, .unknown): true
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .controller(let controller): hasher.combine(ObjectIdentifier(controller))
        case .descendants(let controllers): controllers.forEach { hasher.combine(ObjectIdentifier($0)) }
        case .creator: hasher.combine(1)
        case .unknown: hasher.combine(2)
        }
    }
}
