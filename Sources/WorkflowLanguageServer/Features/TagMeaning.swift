import WorkflowSchema

/// What a tag means where it is written, read from the names of the elements around it
/// (so it works in a document that is being typed): the root, an object tag, a parameter tag
/// of its parent, or a structural tag of a proxy or conditional.
enum TagMeaning: Sendable {
    /// The document's root (`<workflow>`).
    case root
    /// An object made by a registered tag.
    case object(TagDescriptor)
    /// A parameter of the object around it.
    case parameter(ParameterDescriptor, owner: TagDescriptor)
    /// `template`, `default`, `successValue`, `failureValue` or `condition`, of the object around it.
    case structural(String, owner: TagDescriptor)
    /// A name the vocabulary does not know here.
    case unknown

    /// The role of the last of `chain`, the names of the elements from the root inward.
    static func of(_ chain: [String], registry: TagRegistry) -> TagMeaning {
        guard !chain.isEmpty else { return .unknown }
        var role = TagMeaning.root
        for name in chain.dropFirst() { role = role.child(named: name, registry: registry) }
        return role
    }

    /// The role of a child named `name` of an element of this role.
    func child(named name: String, registry: TagRegistry) -> TagMeaning {
        switch self {
        case .root, .parameter, .unknown:
            return registry[name].map(TagMeaning.object) ?? .unknown
        case .structural(_, let owner):
            return TagMeaning.object(owner).child(named: name, registry: registry)
        case .object(let parent):
            if TagRegistry.structuralTags.contains(name) { return .structural(name, owner: parent) }
            // An abstract tag (`<view>`) is a value only as a proxy; without one it is the parameter.
            if let child = registry[name], !child.isAbstract || parent.parameter(named: name) == nil,
                parent.defaults.contains(where: { child.type.isSubtype(of: $0.type) })
            {
                return .object(child)
            }
            if let parameter = parent.parameter(named: name) { return .parameter(parameter, owner: parent) }
            return registry[name].map(TagMeaning.object) ?? .unknown
        }
    }

    /// The object tags that may stand here as values, in the registry's order.
    private static func objects(of types: [SchemaType], registry: TagRegistry) -> [TagDescriptor] {
        registry.descriptors.filter { descriptor in
            !descriptor.isAbstract && types.contains { descriptor.type.isSubtype(of: $0) }
        }
    }

    /// The tags that may be written inside an element of this role: parameters first, then objects.
    func childTags(registry: TagRegistry) -> [(name: String, detail: String, summary: String, isParameter: Bool, isRepeatable: Bool)] {
        switch self {
        case .root:
            return Self.objects(of: [.controller], registry: registry).map { ($0.name, $0.kind.rawValue, $0.summary, false, true) }
        case .object(let descriptor):
            let parameters = descriptor.parameters.map { parameter in
                (parameter.name, "parameter of <\(descriptor.name)>: " + Self.typeWords(parameter), parameter.summary, true, parameter.isArray)
            }
            let objects = Self.objects(of: descriptor.defaults.map(\.type), registry: registry)
                .filter { descriptor.parameter(named: $0.name) == nil }
                .map { ($0.name, $0.kind.rawValue, $0.summary, false, true) }
            return parameters + objects
        case .parameter(let parameter, _):
            return Self.objects(of: parameter.accepts, registry: registry).map { ($0.name, $0.kind.rawValue, $0.summary, false, true) }
        case .structural(_, let owner):
            return TagMeaning.object(owner).childTags(registry: registry)
        case .unknown:
            return []
        }
    }

    /// How a parameter's values are described: its types, and its words.
    static func typeWords(_ parameter: ParameterDescriptor) -> String {
        var words = parameter.accepts.map(\.name).joined(separator: " or ")
        if parameter.isArray { words = "list of " + words }
        if let allowed = parameter.format.allowedWords { words += " (" + allowed.joined(separator: ", ") + ")" }
        if parameter.isMandatory { words += ", mandatory" }
        return words
    }
}
