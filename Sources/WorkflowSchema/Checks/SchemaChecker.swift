/// Runs the whole-schema checks (`WFS05xx`) over a loaded schema, as `wfs validate` does.
///
/// They run apart from `SchemaLoader` because they need the whole tree, and only on a schema
/// without errors: a broken tree would only give them wrong answers.
public struct SchemaChecker: Sendable {
    /// The tags the schema may use, with their parameters.
    public var registry: TagRegistry
    /// The rules, run in order.
    public var rules: [any SchemaRule]

    /// The standard rules, for a schema read on its own.
    public static let standardRules = standardRules(keysFromOtherFiles: [])

    /// The standard rules, for a schema whose linked files provide `keysFromOtherFiles`
    /// (see ``LinkedSchemaFiles``; nil when they cannot be known).
    public static func standardRules(keysFromOtherFiles: Set<String>?) -> [any SchemaRule] {
        [
            UnhandledMessageRule(), WildcardShadowRule(), DescendantDestinationRule(), ViewNameRule(),
            UnreachableActionRule(), UnprovidedKeyRule(keysFromOtherFiles: keysFromOtherFiles),
        ]
    }

    /// Creates a checker with `rules` (by default, every standard rule).
    public init(registry: TagRegistry = .standard, rules: [any SchemaRule] = SchemaChecker.standardRules) {
        self.registry = registry
        self.rules = rules
    }

    /// The problems of `schema`, in document order.
    public func check(_ schema: Schema) -> [Diagnostic] {
        rules.flatMap { $0.check(schema, registry: registry) }.inDocumentOrder()
    }
}
