import WorkflowSchema

/// The tags a session can run: each tag's descriptor (what the loader checks) and its run-time behaviour.
///
/// ``standard`` holds the language's tags. An application adds a tag of its own with one
/// descriptor and one class (or value maker), exactly as the standard tags are registered, or
/// as one ``TagDefinition`` that also says how renderers draw a view of a kind of its own:
///
/// ```swift
/// var registry = RuntimeRegistry.standard
/// try registry.register(computeTipDescriptor, object: ComputeTipAction.self)
/// try registry.register(RatingTag())  // descriptor, RatingView, kind "rating", its HTML
/// let session = Session(schema: schema, registry: registry)
/// ```
public struct RuntimeRegistry: Sendable {
    /// The descriptors, for loaders and validators (`SchemaLoader(registry: registry.tags)`).
    public private(set) var tags = TagRegistry()
    private var behaviours: [String: TagBehaviour] = [:]
    /// The tags registered whole, in the order they were registered.
    public private(set) var definitions: [any TagDefinition] = []

    /// Creates an empty registry.
    public init() {}

    /// Adds a tag and what it does at run time; throws when the name is already taken.
    public mutating func register(_ descriptor: TagDescriptor, behaviour: TagBehaviour) throws(TagRegistrationError) {
        try tags.register(descriptor)
        behaviours[descriptor.name] = behaviour
    }

    /// Adds a tag defined whole: its descriptor, its behaviour and, for a view of its own kind,
    /// that kind and whatever else the type carries (how renderers draw it). Throws when the
    /// name is taken, or the kind is a standard one, another tag's, or not a valid name.
    public mutating func register(_ definition: some TagDefinition) throws(TagRegistrationError) {
        let name = definition.descriptor.name
        guard tags[name] == nil else { throw TagRegistrationError(tag: name) }
        if let kind = definition.elementKind {
            guard ElementKind.isValidApplicationKind(kind.rawValue) else {
                throw TagRegistrationError(
                    tag: name,
                    reason: kind.isStandard
                        ? "its element kind '\(kind)' is a standard kind; an application's view needs a kind of its own"
                        : "its element kind '\(kind)' is not a name (a letter, then letters, digits, '-' or '_')")
            }
            if let other = definitions.first(where: { $0.elementKind == kind }) {
                throw TagRegistrationError(
                    tag: name, reason: "<\(other.descriptor.name)> already describes its views as kind '\(kind)'")
            }
        }
        try register(definition.descriptor, behaviour: definition.behaviour)
        definitions.append(definition)
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
