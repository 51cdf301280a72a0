import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1.1 connections with the server's limits: a client over its share of
/// connections is answered 503 and closed at once (`ConnectionTable`), and every connection gets
/// its time limits (`ConnectionDeadlineHandler`, `RequestStartHandler`).
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let http1: HTTP1Channel
    let connections: ConnectionTable

    /// Connections for `responder`, limited by `connections`.
    init(responder: @escaping HTTPChannelHandler.Responder, connections: ConnectionTable) {
        let limits = connections.limits
        self.http1 = HTTP1Channel(
            responder: responder,
            configuration: .init(additionalChannelHandlers: [ConnectionDeadlineHandler(limits: limits)]))
        self.connections = connections
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let peer = IPAddress(channel.remoteAddress)
        guard connections.open(from: peer) else {
            // The channel is not registered yet: the refusal is written once it is active.
            return http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
                try channel.pipeline.syncOperations.addHandler(ConnectionRefusalHandler(), position: .first)
                return value
            }
        }
        let connections = connections
        channel.closeFuture.whenComplete { _ in connections.close(from: peer) }
        return http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let operations = channel.pipeline.syncOperations
            let deadlines = try operations.handler(type: ConnectionDeadlineHandler.self)
            try operations.addHandler(RequestStartHandler(deadlines: deadlines), position: .first)
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }

}
