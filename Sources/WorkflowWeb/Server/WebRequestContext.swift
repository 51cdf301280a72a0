import Hummingbird
import NIOCore

/// The request context of the server's routes: Hummingbird's, the request's connection, and who
/// the request is from as `RequestOrigin` reads it. The addresses are read only when a
/// route asks (making a session, a trusted proxy's headers): most requests never do.
public struct WebRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The request's connection.
    private let channel: any Channel
    /// The client a trusted proxy named in `X-Forwarded-For`, when one did.
    var forwardedClient: IPAddress?
    /// Whether the request came over HTTPS, as a trusted proxy says.
    public var isHTTPS = false

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }

    /// The connection's peer (the client, or a proxy in front of it); nil without a socket address (a test's client).
    public var peer: IPAddress? { IPAddress(channel.remoteAddress) }

    /// The client the request counts for: the peer, or the address a trusted proxy names.
    public var client: IPAddress? { forwardedClient ?? peer }

    /// Completed when the request's connection closes (a long response, such as a push channel,
    /// stops waiting then).
    public var connectionClosed: EventLoopFuture<Void> { channel.closeFuture }
}
