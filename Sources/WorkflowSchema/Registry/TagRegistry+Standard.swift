extension TagRegistry {
    /// The tags of the WorkflowSchema language: the original 68, the decision-graph tags and the
    /// attributed-text tags of the original's DTCoreText module.
    public static let standard = TagRegistry(StandardTags.all)
}
