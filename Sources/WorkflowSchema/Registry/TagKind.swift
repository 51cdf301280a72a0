/// The broad category of a tag, used for documentation, editors and renderers.
public enum TagKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// Usable only as a proxy with `keyPath` (`object`, `view`, `viewController`).
    case abstract
    /// A plain value: string, number, boolean, image, date, null.
    case value
    /// A message sent up the controller chain.
    case message
    /// A screen-level controller.
    case controller
    /// Something drawn on screen.
    case view
    /// A gesture recogniser attached to a view.
    case gesture
    /// A bar, tab, alert or navigation item, or a segment.
    case item
    /// Something a controller performs in answer to a message.
    case action
    /// A yes/no test on a value.
    case condition
    /// A form helper (accessory view, trigger).
    case form
    /// A table helper (section).
    case table
    /// A part of a decision graph run by `runGraph` (a node, a branch, an outcome).
    case graph
}
