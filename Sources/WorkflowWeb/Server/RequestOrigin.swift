import HTTPTypes
import Hummingbird
import Logging
import NIOConcurrencyHelpers

/// Reads who a request is from before any route: the client it counts for and whether it came over
/// HTTPS, from the forwarded headers of a trusted proxy only (`TrustedProxies`); and refuses a
/// request whose user header (`--user-header`) cannot be trusted: sent twice, or by anyone but a
/// trusted proxy when proxies are named.
struct RequestOrigin: Sendable {
    static let forwardedFor = HTTPField.Name("X-Forwarded-For")!
    static let forwardedProto = HTTPField.Name("X-Forwarded-Proto")!

    let trustedProxies: TrustedProxies
    let userHeader: HTTPField.Name?
    /// Whether a forwarded header from a peer that is not trusted was already logged (once is enough).
    private let warned = NIOLockedValueBox(false)

    init(trustedProxies: TrustedProxies, userHeader: HTTPField.Name?) {
        self.trustedProxies = trustedProxies
        self.userHeader = userHeader
    }

    /// Sets `context`'s client and HTTPS from a trusted proxy's headers; the answer to a request
    /// whose user header cannot be trusted, nil for every other.
    func read(_ request: Request, into context: inout WebRequestContext) -> Response? {
        // Most servers trust nobody and take no user header: a look for the warning, and on.
        if trustedProxies.isEmpty, userHeader == nil {
            if request.headers[Self.forwardedFor] != nil { warnOnce(peer: context.peer, logger: context.logger) }
            return nil
        }
        let peer = context.peer
        let isTrusted = trustedProxies.contains(peer)
        if let userHeader {
            let values = request.headers[values: userHeader]
            if values.count > 1 {
                return WebResponse.problem(
                    .badRequest, "The request has \(values.count) \(userHeader) header fields; the proxy must set exactly one.")
            }
            if !values.isEmpty, !trustedProxies.isEmpty, !isTrusted {
                return WebResponse.problem(
                    .badRequest,
                    "\(userHeader) is taken from the server's trusted proxies only, and this request did not come through one.")
            }
        }
        guard isTrusted else {
            if request.headers[Self.forwardedFor] != nil { warnOnce(peer: peer, logger: context.logger) }
            return nil
        }
        context.forwardedClient = trustedProxies.client(peer: peer, forwardedFor: request.headers[values: Self.forwardedFor])
        context.isHTTPS = trustedProxies.saysHTTPS(peer: peer, forwardedProto: request.headers[values: Self.forwardedProto].last)
        return nil
    }

    /// A proxy the server does not trust forwards requests: every client behind it shares its limits.
    private func warnOnce(peer: IPAddress?, logger: Logger) {
        guard let peer else { return }
        let first = warned.withLockedValue { warned in
            defer { warned = true }
            return !warned
        }
        guard first else { return }
        logger.warning(
            "requests from \(peer) carry X-Forwarded-For, but \(peer) is not a --trusted-proxy: the header is ignored, and every client behind that proxy shares one client's limits"
        )
    }
}
