import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client is too slow: one that does not send a request's head within
/// `headerTimeout` (from its opening, or from the request's first byte on a kept-alive connection),
/// nor its body within `bodyTimeout` of the head, nor anything within `idleTimeout` of the last
/// response. While a response is under way (a page, a push channel) the only limit is on a client
/// that stops reading it: `writeTimeout` once the connection's buffers are full.
///
/// A client that closes its side of the connection is gone: the connection is closed at once, so a
/// push channel waiting for its next event gives its place back without waiting to fail a write.
/// When the server stops, a request still arriving has at most `stopGrace` left.
///
/// Placed after Hummingbird's HTTP decoding, it sees requests whole; `RequestStartHandler`, at the
/// front of the pipeline, tells it of a request's first byte.
final class ConnectionDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// What the connection waits for.
    private enum Phase {
        /// The first byte of a request, after a response.
        case idle
        /// The rest of a request's head.
        case head
        /// The rest of a request's body.
        case body
        /// The server's response.
        case responding
    }

    private let limits: ConnectionLimits
    private var phase = Phase.head
    /// Requests whose response has not ended (HTTP/1.1 lets a client send the next one meanwhile).
    private var requestsInFlight = 0
    private var timer: Scheduled<Void>?
    /// When `timer` fires, if one is scheduled.
    private var timerFiresAt: NIODeadline?
    /// When the current phase's time runs out; nil while a response is under way.
    private var deadline: NIODeadline?
    private var context: ChannelHandlerContext?

    /// How long a request still arriving may go on once the server stops.
    static let stopGrace: TimeAmount = .seconds(2)

    init(limits: ConnectionLimits) {
        self.limits = limits
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        // A new connection must send its first request's head in time, from its opening.
        arm(limits.headerTimeout)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        timerFiresAt = nil
        self.context = nil
    }

    /// The first byte of a request came: after an idle time, its head must now come in time.
    func requestStarted() {
        guard phase == .idle else { return }
        phase = .head
        arm(limits.headerTimeout)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            requestsInFlight += 1
            phase = .body
            arm(limits.bodyTimeout)
        case .body:
            break
        case .end where requestsInFlight == 0:
            // Answered before its body ended (a refusal): the connection is idle again.
            phase = .idle
            arm(limits.idleTimeout)
        case .end:
            phase = .responding
            disarm()
        }
        context.fireChannelRead(data)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case ChannelEvent.inputClosed:
            // The client closed its side: nobody reads what comes next (Go's server cancels the request alike).
            context.close(promise: nil)
            return
        case is ChannelShouldQuiesceEvent where phase == .head || phase == .body:
            if let deadline, deadline > .now() + Self.stopGrace { arm(Self.stopGrace) }
        default:
            break
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if phase == .responding {
            if context.channel.isWritable { disarm() } else { arm(limits.writeTimeout) }
        }
        context.fireChannelWritabilityChanged()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            requestsInFlight = max(0, requestsInFlight - 1)
            if requestsInFlight == 0, phase == .responding {
                phase = .idle
                arm(limits.idleTimeout)
            }
        }
        context.write(data, promise: promise)
    }

    private func arm(_ limit: Duration) {
        let (seconds, attoseconds) = limit.components
        arm(TimeAmount.nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
    }

    /// Sets the time the current phase ends. A timer is scheduled only when none will fire before
    /// it: a timer that fires early finds the later time and waits again, so a request moves its
    /// connection through its phases without a timer of its own for each.
    private func arm(_ delay: TimeAmount) {
        let at = NIODeadline.now() + delay
        deadline = at
        if let firing = timerFiresAt, firing <= at { return }
        schedule(at: at)
    }

    private func schedule(at time: NIODeadline) {
        timer?.cancel()
        guard let context else { return }
        timerFiresAt = time
        timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: time) { [weak self] in
            self?.timerFired()
        }
    }

    /// No limit while the response is under way (the timer, if any, finds none when it fires).
    private func disarm() {
        deadline = nil
    }

    /// The timer fired: a connection whose time has run out, waiting for its client (to send, or
    /// to read), is closed; one with a later time waits again.
    private func timerFired() {
        timer = nil
        timerFiresAt = nil
        guard let deadline else { return }
        guard deadline <= .now() else { return schedule(at: deadline) }
        context?.close(promise: nil)
    }
}
