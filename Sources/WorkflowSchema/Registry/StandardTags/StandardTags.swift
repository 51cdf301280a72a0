/// The descriptors of the tags of the WorkflowSchema language: the 68 of the original registry,
/// in its order, then the decision-graph tags this library adds, then the 2 attributed-text tags
/// of the original's optional DTCoreText module.
///
/// Use ``TagRegistry/standard`` to look them up by name.
public enum StandardTags {
    /// Every standard tag: the original 68, then the graph tags, then the attributed-text tags.
    public static var all: [TagDescriptor] { original + graphs + attributedText }

    /// The 68 tags of the original framework, from `object` (#1) to `tableSection` (#68).
    public static var original: [TagDescriptor] {
        values + controllers + views + gestures + actions + form + conditions + items + tables
    }
}
