extension TagRegistry {
    /// The 68 tags of the WorkflowSchema language.
    public static let standard = TagRegistry(StandardTags.all)
}
