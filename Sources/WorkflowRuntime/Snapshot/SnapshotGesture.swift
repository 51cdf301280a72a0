/// A gesture a view recognises, so that renderers can offer it (a double click, a long press, a swipe).
public enum SnapshotGesture: Sendable, Hashable, Codable {
    /// A tap gesture that needs `count` taps.
    case tap(count: Int)
    /// A long press of at least `minimumDuration` seconds.
    case longPress(minimumDuration: Double)
    /// A swipe in `direction`.
    case swipe(SwipeDirection)
}
