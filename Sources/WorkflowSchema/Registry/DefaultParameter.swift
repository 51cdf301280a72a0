/// An entry of a tag's ordered default-parameter table: values of `type` go to `parameter`.
///
/// A bare object or text inside an object is assigned to the parameter of the first entry
/// whose type is a supertype of the value's type.
public struct DefaultParameter: Hashable, Sendable {
    /// The type of value this entry catches.
    public var type: SchemaType
    /// The parameter such values are assigned to.
    public var parameter: String

    /// Creates an entry.
    public init(_ type: SchemaType, _ parameter: String) {
        self.type = type
        self.parameter = parameter
    }
}
