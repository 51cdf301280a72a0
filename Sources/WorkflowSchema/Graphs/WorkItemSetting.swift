/// A number of a `<workItem>`: its meaning, allowed range and default, shared by `wfs validate` and the runtime.
///
/// The ranges keep hostile or mistaken values (`1e300` seconds, a billion attempts) from
/// overflowing durations or flooding the root delegate: ``GraphRule`` reports a value outside its
/// range, and the runtime clamps it into the range.
public enum WorkItemSetting: String, Sendable, CaseIterable {
    /// Seconds one attempt may take before it fails.
    case timeout
    /// How many times the work is tried in all.
    case attempts
    /// Seconds before the first retry.
    case retryInterval
    /// What each further delay is multiplied by.
    case backoffRate
    /// The longest delay between two attempts, in seconds.
    case maximumDelay

    /// The values allowed.
    public var range: ClosedRange<Double> {
        switch self {
        case .timeout, .retryInterval, .maximumDelay: 0.001...86_400
        case .attempts: 1...100
        case .backoffRate: 1...10
        }
    }

    /// The value when the parameter is absent, or nil when absence means "none" (no timeout, no cap).
    public var defaultValue: Double? {
        switch self {
        case .timeout, .maximumDelay: nil
        case .attempts: 1
        case .retryInterval: 1
        case .backoffRate: 2
        }
    }

    /// Whether the value must be a whole number.
    public var isWhole: Bool { self == .attempts }

    /// `value` brought into the range (and rounded down to a whole number where one is needed).
    public func clamped(_ value: Double) -> Double {
        let inside = min(max(value, range.lowerBound), range.upperBound)
        return isWhole ? inside.rounded(.down) : inside
    }

    /// Whether `value` is allowed as written.
    public func allows(_ value: Double) -> Bool {
        range.contains(value) && (!isWhole || value.rounded(.down) == value)
    }
}
