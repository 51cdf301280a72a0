/// One parameter of a tag: its name, what values it accepts, and how it is created.
public struct ParameterDescriptor: Hashable, Sendable {
    /// The parameter's name, used as a tag name (`<title>`) and as a grouping key.
    public var name: String
    /// The types of value it accepts; text counts as ``SchemaType/string``.
    public let accepts: [SchemaType]
    /// Whether literal text may be assigned to this parameter.
    public let acceptsText: Bool
    /// How literal text is checked (numbers, booleans, enumerations, bitmasks).
    public var format: ParameterFormat
    /// Whether several values accumulate into a list.
    public var isArray: Bool
    /// Whether the value is created when used rather than when its object is created.
    public var isLazy: Bool
    /// Whether the object is invalid without it.
    public var isMandatory: Bool
    /// A one-line description for documentation and editors.
    public var summary: String

    /// Creates a parameter descriptor.
    public init(
        _ name: String,
        accepts: [SchemaType],
        format: ParameterFormat = .text,
        isArray: Bool = false,
        isLazy: Bool = false,
        isMandatory: Bool = false,
        summary: String = ""
    ) {
        self.name = name
        self.accepts = accepts
        self.acceptsText = accepts.contains { SchemaType.string.isSubtype(of: $0) }
        self.format = format
        self.isArray = isArray
        self.isLazy = isLazy
        self.isMandatory = isMandatory
        self.summary = summary
    }

    /// Whether a value of `type` may be assigned to this parameter.
    public func accepts(_ type: SchemaType) -> Bool {
        accepts.contains { type.isSubtype(of: $0) }
    }

    /// Whether `value` (text, or an element of some type) may be assigned to this parameter.
    func accepts(_ value: SchemaValue) -> Bool {
        switch value {
        case .text: acceptsText
        case .element(let element): accepts(element.type)
        }
    }

    /// A copy that is mandatory.
    public var mandatory: ParameterDescriptor {
        var copy = self
        copy.isMandatory = true
        return copy
    }

    /// A copy that is created lazily.
    public var lazy: ParameterDescriptor {
        var copy = self
        copy.isLazy = true
        return copy
    }

    /// A copy with a summary.
    public func summary(_ text: String) -> ParameterDescriptor {
        var copy = self
        copy.summary = text
        return copy
    }
}

extension ParameterDescriptor {
    /// Text or `<string>`.
    public static func string(_ name: String) -> ParameterDescriptor {
        ParameterDescriptor(name, accepts: [.string])
    }

    /// A number as text or `<number>`.
    public static func number(_ name: String) -> ParameterDescriptor {
        ParameterDescriptor(name, accepts: [.string, .number], format: .number)
    }

    /// A boolean as text (`YES`/`NO`) or `<bool>`/`<number>`.
    public static func boolean(_ name: String) -> ParameterDescriptor {
        ParameterDescriptor(name, accepts: [.string, .number], format: .boolean)
    }

    /// One word of `values`, or a `<number>`.
    public static func enumeration(_ name: String, _ values: [String]) -> ParameterDescriptor {
        ParameterDescriptor(name, accepts: [.string, .number], format: .enumeration(values))
    }

    /// Words of `values` OR-ed together, or a `<number>`.
    public static func bitmask(_ name: String, _ values: [String]) -> ParameterDescriptor {
        ParameterDescriptor(name, accepts: [.string, .number], format: .bitmask(values))
    }

    /// A message name as text, or a `<message>`.
    public static func message(_ name: String) -> ParameterDescriptor {
        ParameterDescriptor(name, accepts: [.string, .message])
    }

    /// One value of any of `types`.
    public static func one(_ name: String, _ types: SchemaType...) -> ParameterDescriptor {
        ParameterDescriptor(name, accepts: types)
    }

    /// A list of values of any of `types`.
    public static func list(_ name: String, _ types: SchemaType...) -> ParameterDescriptor {
        ParameterDescriptor(name, accepts: types, isArray: true)
    }
}
