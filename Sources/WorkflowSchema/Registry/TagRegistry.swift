/// The set of tags a loader understands, keyed by tag name.
///
/// ``standard`` holds the 68 tags of the WorkflowSchema language. Applications add their own
/// tags with ``register(_:)``; there is no other way to make a tag, so a schema can never
/// name an arbitrary Swift type.
public struct TagRegistry: Sendable {
    private var byName: [String: TagDescriptor] = [:]
    /// The registered tag names, in registration order.
    public private(set) var tagNames: [String] = []

    /// Creates an empty registry.
    public init() {}

    /// Creates a registry holding `descriptors`; a repeated name is a programming error.
    public init(_ descriptors: [TagDescriptor]) {
        for descriptor in descriptors {
            do {
                try register(descriptor)
            } catch {
                preconditionFailure("\(error)")
            }
        }
    }

    /// The descriptor of `tag`, if it is registered.
    public subscript(tag: String) -> TagDescriptor? { byName[tag] }

    /// All descriptors, in registration order.
    public var descriptors: [TagDescriptor] { tagNames.compactMap { byName[$0] } }

    /// Adds a tag; throws when the name is already taken.
    public mutating func register(_ descriptor: TagDescriptor) throws(TagRegistrationError) {
        guard byName[descriptor.name] == nil else { throw TagRegistrationError(tag: descriptor.name) }
        byName[descriptor.name] = descriptor
        tagNames.append(descriptor.name)
    }
}

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

extension TagRegistry {
    /// The registered tag closest to a misspelt `name`, for "did you mean …?" messages.
    public func closestTag(to name: String) -> String? {
        Suggestion.closest(to: name, in: tagNames)
    }
}
