/// The error thrown when a tag cannot be registered: its name is taken, or what it declares is not allowed.
public struct TagRegistrationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tag being registered.
    public let tag: String
    /// What is wrong; nil when the name is already registered.
    public let reason: String?

    /// The error for `tag`, already registered.
    public init(tag: String) {
        self.tag = tag
        reason = nil
    }

    /// The error for `tag`, refused for `reason`.
    public init(tag: String, reason: String) {
        self.tag = tag
        self.reason = reason
    }

    public var description: String {
        reason.map { "the tag <\(tag)> cannot be registered: \($0)" } ?? "the tag <\(tag)> is already registered"
    }
}
