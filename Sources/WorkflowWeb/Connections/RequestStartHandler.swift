import NIOCore

/// Tells a connection's `ConnectionDeadlineHandler` when bytes arrive, before HTTP decoding sees
/// them: the first byte after an idle time starts the time a request's head may take.
final class RequestStartHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let deadlines: ConnectionDeadlineHandler

    init(deadlines: ConnectionDeadlineHandler) {
        self.deadlines = deadlines
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        deadlines.requestStarted()
        context.fireChannelRead(data)
    }
}
