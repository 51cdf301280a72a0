/// A check of a whole schema: how its messages travel between controllers, which a rule of one
/// tag (`TagRule`) cannot see.
public protocol SchemaRule: Sendable {
    /// The problems this rule finds in `schema`, whose tags are described by `registry`.
    func check(_ schema: Schema, registry: TagRegistry) -> [Diagnostic]
}
