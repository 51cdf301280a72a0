import Foundation

/// The proxies whose word the server takes on who the client is and how it connected
/// (`wfs serve --trusted-proxy`): their `X-Forwarded-For` and `X-Forwarded-Proto` headers are
/// read, and nobody else's.
///
/// Behind a proxy every connection comes from the proxy, so the limits on one client (its
/// connections, its new sessions) apply to the address the proxy names instead; connections from
/// a trusted proxy are not limited as one client's.
public struct TrustedProxies: Sendable, Hashable {
    /// One address (`10.0.0.5`, `::1`) or network (`10.0.0.0/8`, `fd00::/8`).
    public struct Network: Sendable, Hashable, CustomStringConvertible {
        /// The network's first address.
        public let address: IPAddress
        /// How many leading bits name the network: all of them for one address.
        public let prefixLength: Int

        /// Reads `ADDRESS` or `ADDRESS/BITS`; nil for anything else.
        public init?(_ text: String) {
            let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            guard let address = IPAddress(parts[0]) else { return nil }
            let bits = address.bytes.count * 8
            let length = parts.count == 2 ? Int(parts[1]) : bits
            guard let length, (0...bits).contains(length) else { return nil }
            self.address = address
            self.prefixLength = length
        }

        /// Whether `other` is in this network.
        public func contains(_ other: IPAddress) -> Bool {
            guard other.bytes.count == address.bytes.count else { return false }
            var left = prefixLength
            for (mine, theirs) in zip(address.bytes, other.bytes) where left > 0 {
                let mask: UInt8 = left >= 8 ? 0xFF : ~(0xFF >> UInt8(left))
                guard mine & mask == theirs & mask else { return false }
                left -= 8
            }
            return true
        }

        public var description: String {
            prefixLength == address.bytes.count * 8 ? "\(address)" : "\(address)/\(prefixLength)"
        }
    }

    /// The trusted proxies' addresses and networks.
    public let networks: [Network]

    /// Trusts `networks`; none by default, so forwarded headers are ignored.
    public init(_ networks: [Network] = []) {
        self.networks = networks
    }

    /// Whether no proxy is trusted.
    public var isEmpty: Bool { networks.isEmpty }

    /// Whether `address` is a trusted proxy's.
    public func contains(_ address: IPAddress?) -> Bool {
        guard let address else { return false }
        return networks.contains { $0.contains(address) }
    }

    /// The client of a request that came from `peer`: the peer itself, or when it is a trusted
    /// proxy, the nearest address in `X-Forwarded-For` (`forwardedFor`, its fields in order) that is
    /// not a trusted proxy's: addresses further left were written by whoever sent them.
    public func client(peer: IPAddress?, forwardedFor: [String]) -> IPAddress? {
        guard contains(peer) else { return peer }
        let hops = forwardedFor.flatMap { $0.split(separator: ",") }
        var nearest = peer
        for hop in hops.reversed() {
            guard let address = IPAddress(hop) else { return nearest }
            nearest = address
            if !contains(address) { return address }
        }
        return nearest
    }

    /// Whether a request from `peer` came over HTTPS, by a trusted proxy's `X-Forwarded-Proto`
    /// (`forwardedProto`, its nearest value); false for anyone else's.
    public func saysHTTPS(peer: IPAddress?, forwardedProto: String?) -> Bool {
        guard contains(peer), let forwardedProto else { return false }
        let nearest = forwardedProto.split(separator: ",").last.map { $0.trimmingCharacters(in: [" ", "\t"]) }
        return nearest?.lowercased() == "https"
    }
}
