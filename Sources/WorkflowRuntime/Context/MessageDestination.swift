/// Where a message goes (ORIGINALS 1.8).
public enum MessageDestination: String, Sendable, Hashable, Codable, CaseIterable {
    /// The controller's creator: its container, or the controller that pushed or presented it.
    case delegate
    /// The application's root delegate; every controller on the way forwards it.
    case rootDelegate
    /// The same controller (written `self` in a schema).
    case sameController = "self"
    /// The last descendant controller, depth first, whose `name` is the destination name.
    case descendant
}
