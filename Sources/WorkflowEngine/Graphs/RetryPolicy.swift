/// How often and how patiently a failed work item is tried again, measured on the workflow's clock.
///
/// The delay after failed attempt `n` is `interval × rate^(n-1)`, capped at `maximumDelay`. With `jitter` above
/// zero, a random part of it is left out, so that work items that failed together do not all retry at the same
/// instant: the delay becomes `delay × (1 - jitter × r)` for a random `r` in `0..<1`. A `jitter` of 1 is "full
/// jitter" (anywhere from zero up to the delay); 0, the default, keeps every delay exact.
public struct RetryPolicy: Sendable, Hashable {
    /// The total number of attempts, the first one included (at least 1).
    public var attempts: Int
    /// The delay before the first retry.
    public var interval: Duration
    /// The factor each further delay is multiplied by (1 keeps the delay constant).
    public var rate: Double
    /// The longest delay between two attempts, or nil for no cap.
    public var maximumDelay: Duration?
    /// The largest fraction of a delay that randomness may take off it, from 0 (none) to 1 (full jitter).
    public var jitter: Double

    /// Creates a retry policy; `attempts` below 1 counts as 1, a `rate` below 1 counts as 1, and `jitter` is kept
    /// within 0...1.
    public init(
        attempts: Int, interval: Duration, rate: Double = 2, maximumDelay: Duration? = nil, jitter: Double = 0
    ) {
        self.attempts = max(1, attempts)
        self.interval = max(.zero, interval)
        self.rate = rate.isNaN ? 1 : max(1, rate)
        self.maximumDelay = maximumDelay
        self.jitter = jitter.isNaN ? 0 : min(1, max(0, jitter))
    }

    /// The delay after failed attempt number `attempt` (1-based) before the next one, without jitter: the longest
    /// the jittered delay can be.
    ///
    /// A delay that would grow past ``longestDelay`` (or overflow `Duration`) stops at the cap, or at
    /// ``longestDelay`` when there is none, so no interval, rate or number of attempts can trap.
    public func delay(afterAttempt attempt: Int) -> Duration {
        let ceiling = maximumDelay.map { min($0, Self.longestDelay) } ?? Self.longestDelay
        var delay = min(interval, ceiling)
        var step = 1
        while step < attempt {
            guard delay.inSeconds * rate < ceiling.inSeconds else { return ceiling }
            delay = delay * rate
            step += 1
        }
        return min(delay, ceiling)
    }

    /// The longest delay any policy waits: about 31 million years, far below where `Duration` overflows.
    public static let longestDelay = Duration.seconds(1_000_000_000_000_000)

    /// The delay after failed attempt number `attempt` (1-based), with `jitter` applied using `generator`.
    ///
    /// Takes one value from `generator` when `jitter` is above zero, none otherwise; the same generator state
    /// always gives the same delay.
    public func delay(afterAttempt attempt: Int, using generator: inout some RandomNumberGenerator) -> Duration {
        let delay = delay(afterAttempt: attempt)
        guard jitter > 0 else { return delay }
        // 53 random bits as a fraction in 0..<1, the way the standard library makes a random Double.
        let fraction = Double(generator.next() >> 11) * 0x1p-53
        return delay * (1 - jitter * fraction)
    }
}
