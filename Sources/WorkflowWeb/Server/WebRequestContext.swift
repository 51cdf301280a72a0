import Hummingbird
import NIOCore

/// The request context of the server's routes: Hummingbird's, the address of the connection's
/// other end, and who the request is from as `RequestOriginMiddleware` reads it, once per request.
public struct WebRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The connection's peer (the client, or a proxy in front of it); nil without a socket address (a test's client).
    public let peer: IPAddress?
    /// The client the request counts for: the peer, or the address a trusted proxy names.
    public var client: IPAddress?
    /// Whether the request came over HTTPS, as a trusted proxy says.
    public var isHTTPS = false
    /// Completed when the request's connection closes (a long response, such as a push channel,
    /// stops waiting then).
    public let connectionClosed: EventLoopFuture<Void>

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        peer = IPAddress(source.channel.remoteAddress)
        client = peer
        connectionClosed = source.channel.closeFuture
    }
}
