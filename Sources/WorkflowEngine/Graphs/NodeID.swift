/// The name of a node in a `Workflow`, unique within that workflow.
public struct NodeID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The string the identifier wraps.
    public let rawValue: String

    /// Creates an identifier from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from its string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The identifier's string.
    public var description: String { rawValue }
}
