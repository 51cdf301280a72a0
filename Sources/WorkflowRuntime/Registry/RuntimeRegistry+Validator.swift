import WorkflowSchema

extension RuntimeRegistry {
    /// The validator of the schemas this registry runs: its tags, and the check that every
    /// element has run-time behaviour (``BehaviourRule``), after the standard whole-schema checks.
    public func validator(limits: MarkupLimits = .default) -> SchemaValidator {
        SchemaValidator(registry: tags, limits: limits, rules: [BehaviourRule(runtime: self)])
    }
}
