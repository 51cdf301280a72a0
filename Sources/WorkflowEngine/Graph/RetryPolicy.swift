/// How often and how patiently a failed work item is tried again, measured on the workflow's clock.
public struct RetryPolicy: Sendable, Hashable {
    /// The total number of attempts, the first one included (at least 1).
    public var attempts: Int
    /// The delay before the first retry.
    public var interval: Duration
    /// The factor each further delay is multiplied by (1 keeps the delay constant).
    public var rate: Double
    /// The longest delay between two attempts, or nil for no cap.
    public var maximumDelay: Duration?

    /// Creates a retry policy; `attempts` below 1 counts as 1 and a `rate` below 1 counts as 1.
    public init(attempts: Int, interval: Duration, rate: Double = 2, maximumDelay: Duration? = nil) {
        self.attempts = max(1, attempts)
        self.interval = max(.zero, interval)
        self.rate = max(1, rate)
        self.maximumDelay = maximumDelay
    }

    /// The delay to wait after failed attempt number `attempt` (1-based) before the next one.
    public func delay(afterAttempt attempt: Int) -> Duration {
        var delay = interval
        var step = 1
        while step < attempt {
            delay = delay * rate
            if let maximumDelay, delay >= maximumDelay { return maximumDelay }
            step += 1
        }
        if let maximumDelay { return min(delay, maximumDelay) }
        return delay
    }
}
