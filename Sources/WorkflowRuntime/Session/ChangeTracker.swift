/// Counts the changes that can alter what is on screen, so the parts that depend on it know when to look again.
///
/// Objects report a change through their context (`context.didChange(.content)`); only this
/// type counts. A snapshot's event targets are recorded again when ``contentChanges`` moved, and
/// the lifecycle settles again when ``controllerChanges`` moved.
final class ChangeTracker {
    /// What changed.
    enum Change {
        /// Something on screen: an action performed, an answer, a value, a validation message.
        case content
        /// Which controllers or views are on screen: stacks, tabs, presentations, loaded or hidden views.
        case controllers
    }

    /// How many changes to what is on screen there have been (controller changes count too).
    private(set) var contentChanges = 0
    /// How many changes to which controllers are on screen there have been.
    private(set) var controllerChanges = 0

    /// Counts a change.
    func didChange(_ change: Change) {
        contentChanges &+= 1
        if change == .controllers { controllerChanges &+= 1 }
    }
}
