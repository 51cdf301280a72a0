/// How an element produces its value.
public enum SchemaElementRole: Sendable, Hashable {
    /// An object made from its parameters.
    case object
    /// A value read from the context by key path (a parameter proxy).
    case proxy(SchemaProxy)
    /// A value chosen by a condition.
    case conditional(SchemaConditional)
}
