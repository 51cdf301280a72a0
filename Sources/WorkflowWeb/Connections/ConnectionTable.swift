import NIOConcurrencyHelpers

/// The connections open now, in all and by client, so that one client cannot take them all
/// (`ConnectionLimits.connectionsPerClient`).
final class ConnectionTable: Sendable {
    let limits: ConnectionLimits
    let trustedProxies: TrustedProxies
    private let counts = NIOLockedValueBox(Counts())

    private struct Counts {
        var open = 0
        var byClient: [String: Int] = [:]
        var refused = 0
    }

    init(limits: ConnectionLimits, trustedProxies: TrustedProxies) {
        self.limits = limits
        self.trustedProxies = trustedProxies
    }

    /// Counts a new connection from `peer`, or refuses it (false) when its client has its share
    /// open already. A trusted proxy, or a peer without an address, is not limited as one client.
    func open(from peer: IPAddress?) -> Bool {
        let key = peer.flatMap { trustedProxies.contains($0) ? nil : $0.clientKey }
        let share = limits.connectionsPerClient
        return counts.withLockedValue { counts in
            if let key {
                guard counts.byClient[key, default: 0] < share else {
                    counts.refused += 1
                    return false
                }
                counts.byClient[key, default: 0] += 1
            }
            counts.open += 1
            return true
        }
    }

    /// Forgets a connection `open(from:)` counted.
    func close(from peer: IPAddress?) {
        let key = peer.flatMap { trustedProxies.contains($0) ? nil : $0.clientKey }
        counts.withLockedValue { counts in
            counts.open -= 1
            guard let key, let count = counts.byClient[key] else { return }
            counts.byClient[key] = count > 1 ? count - 1 : nil
        }
    }

    /// How many connections are open.
    var openCount: Int { counts.withLockedValue { $0.open } }

    /// How many connections were refused for their client's share, since the start.
    var refusedCount: Int { counts.withLockedValue { $0.refused } }
}
