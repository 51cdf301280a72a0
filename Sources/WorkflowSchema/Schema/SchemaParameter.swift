/// A named parameter of an element with its values in document order.
public struct SchemaParameter: Sendable, Hashable {
    /// The parameter's name, such as `title`.
    public var name: String
    /// The values assigned to it; more than one only for array parameters.
    public var values: [SchemaValue]
    /// Where its first value, or its parameter tag, starts.
    public var range: SourceRange

    /// Creates a parameter.
    public init(name: String, values: [SchemaValue], range: SourceRange) {
        self.name = name
        self.values = values
        self.range = range
    }

    /// The single value, when there is exactly one.
    public var value: SchemaValue? { values.count == 1 ? values[0] : nil }

    /// Parameters are equal when their names and values are; source positions are not compared.
    public static func == (lhs: SchemaParameter, rhs: SchemaParameter) -> Bool {
        lhs.name == rhs.name && lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(values)
    }
}
