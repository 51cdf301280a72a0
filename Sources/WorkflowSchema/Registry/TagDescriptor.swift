/// Everything the loader knows about one tag: its type, parameters, defaults and rules.
///
/// Descriptors are immutable and shared (a class, so the loader passes them around without
/// copying their tables).
public final class TagDescriptor: Sendable {
    /// The tag name, such as `button`.
    public let name: String
    /// The tag's category.
    public let kind: TagKind
    /// The type of value the tag produces.
    public let type: SchemaType
    /// A one-line description for documentation and editors.
    public let summary: String
    /// The parameters, inherited groups included, in documentation order.
    public let parameters: [ParameterDescriptor]
    /// The ordered default-parameter table.
    public let defaults: [DefaultParameter]
    /// Checks that go beyond types and mandatory parameters.
    public let rules: [any TagRule]
    /// The names of the mandatory parameters, in order.
    public let mandatoryParameters: [String]
    /// The `userInfo` keys the tag's object adds for what follows it (an action's results), so
    /// whole-schema checks know that a `keyPath` reading them is provided.
    public let providedKeys: [String]
    /// The parameter that bare text is assigned to, if any, and its position.
    let textParameter: (name: String, position: Int)?
    private let parameterIndex: [String: Int]

    /// Creates a descriptor; a parameter named twice keeps its last definition.
    public init(
        _ name: String,
        kind: TagKind,
        type: SchemaType,
        summary: String,
        parameters: [ParameterDescriptor] = [],
        defaults: [DefaultParameter] = [],
        rules: [any TagRule] = [],
        providedKeys: [String] = []
    ) {
        var ordered: [ParameterDescriptor] = []
        var index: [String: Int] = [:]
        for parameter in parameters {
            if let existing = index[parameter.name] {
                ordered[existing] = parameter
            } else {
                index[parameter.name] = ordered.count
                ordered.append(parameter)
            }
        }
        self.name = name
        self.kind = kind
        self.type = type
        self.summary = summary
        self.parameters = ordered
        self.parameterIndex = index
        self.defaults = defaults
        self.rules = rules
        self.providedKeys = providedKeys
        self.mandatoryParameters = ordered.filter(\.isMandatory).map(\.name)
        let textDefault = defaults.first { SchemaType.string.isSubtype(of: $0.type) }?.parameter
        self.textParameter = textDefault.flatMap { name in index[name].map { (name, $0) } }
    }

    /// Whether the tag can only be used as a proxy (with `keyPath`).
    public var isAbstract: Bool { kind == .abstract }

    /// The parameter called `name`, if the tag has one.
    public func parameter(named name: String) -> ParameterDescriptor? {
        parameterIndex[name].map { parameters[$0] }
    }

    /// The position of the parameter called `name` in ``parameters``, if the tag has one.
    public func parameterPosition(named name: String) -> Int? {
        parameterIndex[name]
    }

    /// The parameter that bare values of `type` are assigned to, if any.
    public func defaultParameter(for type: SchemaType) -> String? {
        defaults.first { type.isSubtype(of: $0.type) }?.parameter
    }
}
