import WorkflowSchema

/// The tags a session can run: each tag's descriptor (what the loader checks) and its run-time behaviour.
///
/// ``standard`` holds the language's tags. An application adds a tag of its own with one
/// descriptor and one class (or value maker), exactly as the standard tags are registered:
///
/// ```swift
/// var registry = RuntimeRegistry.standard
/// try registry.register(ratingDescriptor, object: RatingView.self)
/// let session = Session(schema: schema, registry: registry)
/// ```
public struct RuntimeRegistry: Sendable {
    /// The descriptors, for loaders and validators (`SchemaLoader(registry: registry.tags)`).
    public private(set) var tags = TagRegistry()
    private var behaviours: [String: TagBehaviour] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Adds a tag and what it does at run time; throws when the name is already taken.
    public mutating func register(_ descriptor: TagDescriptor, behaviour: TagBehaviour) throws(TagRegistrationError) {
        try tags.register(descriptor)
        behaviours[descriptor.name] = behaviour
    }

    /// Adds a tag whose elements make instances of `type` (a `View`, `Action`, `Condition`… subclass).
    public mutating func register(_ descriptor: TagDescriptor, object type: RuntimeObject.Type)
        throws(TagRegistrationError)
    {
        try register(descriptor, behaviour: .object(type))
    }

    /// Adds a value tag whose elements make data with `make`.
    public mutating func register(
        _ descriptor: TagDescriptor, value make: @escaping @Sendable (Parameters) throws(RuntimeIssue) -> WorkflowValue
    ) throws(TagRegistrationError) {
        try register(descriptor, behaviour: .value { parameters throws(RuntimeIssue) in .data(try make(parameters)) })
    }

    /// What `tag` does at run time; nil when the tag is unknown or was registered without behaviour.
    public func behaviour(of tag: String) -> TagBehaviour? { behaviours[tag] }

    /// The descriptor of `tag`, if it is registered.
    public subscript(tag: String) -> TagDescriptor? { tags[tag] }
}
