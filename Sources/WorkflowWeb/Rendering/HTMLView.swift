import WorkflowRuntime

/// How the page draws an application's own kind of view: a ``TagDefinition`` with an
/// ``TagDefinition/elementKind`` of its own, its CSS and the HTML of one element, written through
/// an ``HTMLViewWriter`` (which escapes every text and attribute and writes only safe tags).
///
/// Register the tag once (``RuntimeRegistry/register(_:)``); `wfs serve` (and any
/// ``PageRenderer`` made with ``RuntimeRegistry/htmlViews``) then draws its elements with
/// ``draw(_:with:)`` and serves ``stylesheet`` with the application's stylesheet.
public protocol HTMLView: TagDefinition {
    /// The CSS of the view (classes `wfs-KIND` and its own), served before `--css`'s.
    var stylesheet: String { get }
    /// Writes `element`, one of this tag's views, and whatever of its children it shows.
    func draw(_ element: SnapshotElement, with writer: inout HTMLViewWriter)
}

extension RuntimeRegistry {
    /// The registered tags that draw their own views on the page, for ``PageRenderer``.
    public var htmlViews: [any HTMLView] { definitions.compactMap { $0 as? any HTMLView } }
}
