/// What a conditional element (`conditional="yes"`) tests, and the value for each outcome.
public struct SchemaConditional: Sendable, Hashable {
    /// The condition evaluated with the context; nil only in a schema that has errors.
    public var condition: SchemaElement?
    /// The values used when the condition holds (from `<successValue>`).
    public var successValues: [SchemaValue]
    /// The values used when it does not (from `<failureValue>`).
    public var failureValues: [SchemaValue]

    /// Creates a conditional description.
    public init(condition: SchemaElement?, successValues: [SchemaValue] = [], failureValues: [SchemaValue] = []) {
        self.condition = condition
        self.successValues = successValues
        self.failureValues = failureValues
    }
}
