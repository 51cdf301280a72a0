/// An object tag of a loaded schema, with its parameters grouped and checked.
///
/// Elements are immutable and shared, like the nodes of a syntax tree: a schema can be
/// handed to many sessions and instantiated many times without copying it.
public final class SchemaElement: Sendable, Hashable {
    /// The tag, such as `button`.
    public let tag: String
    /// The type the tag's descriptor declares.
    public let type: SchemaType
    /// Where the start tag is.
    public let range: SourceRange
    /// The `name` attribute: action name, input name, view name or descendant name.
    public let name: String?
    /// The style names of the `class` attribute, in order.
    public let styleNames: [String]
    /// Whether this is a plain object, a proxy or a conditional.
    public let role: SchemaElementRole
    /// The grouped parameters, in the document order of their first value.
    public let parameters: [SchemaParameter]

    /// Creates an element.
    public init(
        tag: String, type: SchemaType, range: SourceRange, name: String? = nil, styleNames: [String] = [],
        role: SchemaElementRole = .object, parameters: [SchemaParameter] = []
    ) {
        self.tag = tag
        self.type = type
        self.range = range
        self.name = name
        self.styleNames = styleNames
        self.role = role
        self.parameters = parameters
    }

    /// The parameter with `name`, if it was given.
    public subscript(parameter name: String) -> SchemaParameter? {
        parameters.first { $0.name == name }
    }

    /// Whether a value is present at a dotted path such as `image.accessibilityLabel`.
    ///
    /// Proxies and conditionals count as present: their value is only known at run time.
    public func hasValue(at path: some StringProtocol) -> Bool {
        guard let dot = path.firstIndex(of: ".") else {
            return parameters.contains { $0.name == path && !$0.values.isEmpty }
        }
        guard let parameter = parameters.first(where: { $0.name == path[..<dot] }) else { return false }
        let rest = path[path.index(after: dot)...]
        return parameter.values.contains { value in
            guard let element = value.element else { return false }
            return element.isDynamic || element.hasValue(at: rest)
        }
    }

    /// Whether the value is known only at run time: a proxy or a conditional.
    public var isDynamic: Bool {
        if case .object = role { return false }
        return true
    }

    /// Elements are equal when they mean the same; source positions are not compared.
    public static func == (lhs: SchemaElement, rhs: SchemaElement) -> Bool {
        lhs.tag == rhs.tag && lhs.name == rhs.name && lhs.styleNames == rhs.styleNames
            && lhs.role == rhs.role && lhs.parameters == rhs.parameters
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(tag)
        hasher.combine(name)
        hasher.combine(parameters)
    }
}
