import NIOConcurrencyHelpers

/// How many sessions each client may still make now: a bucket per client that holds
/// `perMinute` makings and refills at that rate (`WebSessionLimits.newSessionsPerMinute`).
final class NewSessionRate: Sendable {
    private let perMinute: Int
    private let buckets = NIOLockedValueBox([String: Bucket]())

    private struct Bucket {
        var tokens: Double
        var at: ContinuousClock.Instant
    }

    /// The most clients remembered; beyond it, those whose bucket has refilled are forgotten.
    static let maximumClients = 10_000

    init(perMinute: Int) {
        self.perMinute = max(1, perMinute)
    }

    /// Takes one making for `client`: nil when it may make a session now, else the seconds until it may.
    func take(_ client: String, now: ContinuousClock.Instant = .now) -> Int? {
        let capacity = Double(perMinute)
        let perSecond = capacity / 60
        return buckets.withLockedValue { buckets in
            var bucket = buckets[client] ?? Bucket(tokens: capacity, at: now)
            let elapsed =
                Double(bucket.at.duration(to: now).components.seconds)
                + Double(bucket.at.duration(to: now).components.attoseconds) / 1e18
            bucket.tokens = min(capacity, bucket.tokens + max(0, elapsed) * perSecond)
            bucket.at = now
            guard bucket.tokens >= 1 else {
                buckets[client] = bucket
                return Int(((1 - bucket.tokens) / perSecond).rounded(.up))
            }
            bucket.tokens -= 1
            buckets[client] = bucket
            if buckets.count > Self.maximumClients {
                Self.forgetFull(&buckets, capacity: capacity, perSecond: perSecond, now: now)
            }
            return nil
        }
    }

    /// Forgets the buckets that have refilled by now: a client met again starts with a full one anyway.
    private static func forgetFull(
        _ buckets: inout [String: Bucket], capacity: Double, perSecond: Double, now: ContinuousClock.Instant
    ) {
        let refillTime = Duration.seconds(capacity / perSecond)
        buckets = buckets.filter { $0.value.at.duration(to: now) < refillTime }
    }
}
