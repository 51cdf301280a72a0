/// The set of tags a loader understands, keyed by tag name.
///
/// ``standard`` holds the 68 tags of the WorkflowSchema language, the 7 decision-graph tags and the 2
/// attributed-text tags of the original's DTCoreText module. Applications add their own
/// tags with ``register(_:)``; there is no other way to make a tag, so a schema can never
/// name an arbitrary Swift type.
public struct TagRegistry: Sendable {
    private var ordinals: [String: Int] = [:]
    private var entries: [TagDescriptor] = []
    /// `slots[parent][child]`: whether a child tag is an object inside a parent tag, and the
    /// parameter its type defaults to; computed at registration so loading never walks types.
    private var slots: [[ChildSlot]] = []
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
    public subscript(tag: String) -> TagDescriptor? {
        ordinals[tag].map { entries[$0] }
    }

    /// All descriptors, in registration order.
    public var descriptors: [TagDescriptor] { entries }

    /// Adds a tag; throws when the name is already taken.
    public mutating func register(_ descriptor: TagDescriptor) throws(TagRegistrationError) {
        guard ordinals[descriptor.name] == nil else { throw TagRegistrationError(tag: descriptor.name) }
        ordinals[descriptor.name] = entries.count
        entries.append(descriptor)
        tagNames.append(descriptor.name)
        for parent in slots.indices {
            slots[parent].append(ChildSlot(child: descriptor, parent: entries[parent]))
        }
        slots.append(entries.map { ChildSlot(child: $0, parent: descriptor) })
    }

    /// The position of `tag` in registration order, if it is registered.
    func ordinal(of tag: String) -> Int? { ordinals[tag] }

    /// The descriptor at a position returned by ``ordinal(of:)``.
    func descriptor(at ordinal: Int) -> TagDescriptor { entries[ordinal] }

    /// How the tag at `child` is read inside the tag at `parent`.
    func slot(parent: Int, child: Int) -> ChildSlot { slots[parent][child] }
}

extension TagRegistry {
    /// The registered tag closest to a misspelt `name`, for "did you mean …?" messages.
    public func closestTag(to name: String) -> String? {
        Suggestion.closest(to: name, in: tagNames)
    }

    /// The tags that have a parameter called `name`, in registration order.
    public func tags(takingParameter name: String) -> [String] {
        entries.filter { $0.parameter(named: name) != nil }.map(\.name)
    }
}

extension TagRegistry {
    /// The attributes every object tag takes, with what they do (editors complete and explain them).
    public static let objectAttributes: [(name: String, summary: String)] = [
        ("name", "The action, input, view or descendant name."),
        ("class", "Style class names, separated by spaces."),
        ("keyPath", "Makes the tag a proxy: its value is read from the context's userInfo at this key path."),
        ("valueName", "With keyPath and template: the key each element of the value is given."),
        ("conditional", "YES makes the tag a conditional: a condition chooses successValue or failureValue."),
    ]

    /// The names of ``objectAttributes``.
    public static let objectAttributeNames = objectAttributes.map(\.name)

    /// The structural tags of proxies and conditionals (`template`, `default`, `successValue`, …).
    public static let structuralTags = ["default", "template", "successValue", "failureValue", "condition"]
}
