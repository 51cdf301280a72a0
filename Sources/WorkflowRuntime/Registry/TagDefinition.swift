import WorkflowSchema

/// One tag, whole: what the loader checks, what it does at run time and, for a view of a kind of
/// its own, the kind its elements have in a snapshot. A renderer's module adds how it draws them
/// (WorkflowWeb's `HTMLView`), on the same type, so an application's tag is one type registered in
/// one call (``RuntimeRegistry/register(_:)``).
public protocol TagDefinition: Sendable {
    /// The tag's name, parameters and what it may hold.
    var descriptor: TagDescriptor { get }
    /// What its elements do at run time.
    var behaviour: TagBehaviour { get }
    /// The kind its views describe themselves with (`SnapshotElement.kind`) when it is not a
    /// standard one; nil (the default) for a tag that is drawn as a standard kind or not at all.
    var elementKind: ElementKind? { get }
}

extension TagDefinition {
    public var elementKind: ElementKind? { nil }
}
