/// The error thrown when a tag name is registered twice.
public struct TagRegistrationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tag that was already registered.
    public let tag: String

    /// Creates the error for `tag`.
    public init(tag: String) {
        self.tag = tag
    }

    public var description: String { "the tag <\(tag)> is already registered" }
}
