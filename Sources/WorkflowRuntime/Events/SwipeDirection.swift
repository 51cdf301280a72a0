/// The direction of a swipe, as a swipe gesture names it.
public enum SwipeDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case up, down, left, right
}
