/// The descriptors of the 68 tags of the WorkflowSchema language, in the order of the
/// original registry.
///
/// Use ``TagRegistry/standard`` to look them up by name.
public enum StandardTags {
    /// All 68 standard tags, from `object` (#1) to `tableSection` (#68).
    public static var all: [TagDescriptor] {
        values + controllers + views + gestures + actions + form + conditions + items + tables
    }
}
