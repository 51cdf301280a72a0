import WorkflowSchema

/// The whole-schema check that every element can run: WFS0221 for a tag without run-time
/// behaviour in `runtime` (see ``RuntimeRegistry/behaviourDiagnostics(for:)``).
public struct BehaviourRule: SchemaRule {
    /// The registry whose behaviours the schema's tags must have.
    public var runtime: RuntimeRegistry

    /// Creates the rule for `runtime`.
    public init(runtime: RuntimeRegistry) {
        self.runtime = runtime
    }

    public func check(_ schema: Schema, registry: TagRegistry) -> [Diagnostic] {
        runtime.behaviourDiagnostics(for: schema)
    }
}
