extension TagRegistry {
    /// The tags of the WorkflowSchema language: the original 68 and the decision-graph tags.
    public static let standard = TagRegistry(StandardTags.all)
}
