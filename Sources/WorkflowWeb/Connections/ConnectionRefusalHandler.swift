import NIOCore

/// Answers a connection the server does not take (its client has its share open) with a 503 as
/// soon as it is open, and closes it; nothing it sends is read.
final class ConnectionRefusalHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private var answered = false

    /// What the client reads before its connection is closed.
    static let answer: String = {
        let text = "This address has too many connections open to the server. Close some, or try again shortly.\n"
        return "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: \(text.utf8.count)\r\nRetry-After: 10\r\nConnection: close\r\n\r\n" + text
    }()

    // Added while the channel is being set up, before it is registered: a write then would fail.
    func channelActive(context: ChannelHandlerContext) {
        refuse(context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}

    private func refuse(_ context: ChannelHandlerContext) {
        guard !answered else { return }
        answered = true
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: Self.answer))).whenComplete { _ in
            channel.close(promise: nil)
        }
    }
}
