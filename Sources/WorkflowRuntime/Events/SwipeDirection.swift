/// The direction of a swipe, as a swipe gesture names it.
public enum SwipeDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// Towards the top of the screen.
    case up
    /// Towards the bottom of the screen.
    case down
    /// Towards the left edge.
    case left
    /// Towards the right edge.
    case right
}
