import NIOConcurrencyHelpers

/// How much each client may still take now: a bucket per client that holds `perMinute` (sessions
/// made, store lookups, bytes) and refills at that rate.
package final class ClientRate: Sendable {
    private let perMinute: Int
    private let state = NIOLockedValueBox(State())

    private struct State {
        var buckets: [String: Bucket] = [:]
        /// When full buckets were last forgotten: at most once a second, not on every take.
        var lastSweep = ContinuousClock.now
    }

    private struct Bucket {
        var amount: Double
        var at: ContinuousClock.Instant
    }

    /// The clients remembered before those whose buckets are full again are forgotten; a client
    /// forgotten starts again with a full bucket, which it would have had anyway.
    static let maximumClients = 10_000

    package init(perMinute: Int) {
        self.perMinute = max(1, perMinute)
    }

    /// Takes `amount` for `client`: nil when it may take it now, else the seconds until it may.
    /// An amount larger than the whole bucket waits for a full one and takes it all.
    package func take(_ client: String, amount: Int = 1, now: ContinuousClock.Instant = .now) -> Int? {
        let capacity = Double(perMinute)
        let perSecond = capacity / 60
        let wanted = min(Double(amount), capacity)
        return state.withLockedValue { state in
            var bucket = state.buckets[client] ?? Bucket(amount: capacity, at: now)
            let (seconds, attoseconds) = bucket.at.duration(to: now).components
            bucket.amount = min(capacity, bucket.amount + max(0, Double(seconds) + Double(attoseconds) / 1e18) * perSecond)
            bucket.at = now
            guard bucket.amount >= wanted else {
                state.buckets[client] = bucket
                return max(1, Int(((wanted - bucket.amount) / perSecond).rounded(.up)))
            }
            bucket.amount -= wanted
            state.buckets[client] = bucket
            if state.buckets.count > Self.maximumClients, state.lastSweep.duration(to: now) >= .seconds(1) {
                state.lastSweep = now
                Self.forgetFull(&state.buckets, capacity: capacity, perSecond: perSecond, now: now)
            }
            return nil
        }
    }

    /// Forgets the buckets that are full again by now; if that leaves too many still, the ones
    /// taken from longest ago.
    private static func forgetFull(
        _ buckets: inout [String: Bucket], capacity: Double, perSecond: Double, now: ContinuousClock.Instant
    ) {
        let refillTime = Duration.seconds(capacity / perSecond)
        buckets = buckets.filter { $0.value.at.duration(to: now) < refillTime }
        guard buckets.count > maximumClients else { return }
        let newest = buckets.sorted { $0.value.at > $1.value.at }.prefix(maximumClients / 2)
        buckets = Dictionary(uniqueKeysWithValues: newest.map { ($0.key, $0.value) })
    }
}
