import HTTPTypes
import Hummingbird
import ServiceLifecycle
import WorkflowSessionHost

/// `GET /_wfs/changes?after=N`: a page's push channel (Server-Sent Events).
///
/// The page says the length of the journal it shows (`data-wfs-journal`); the channel sends an
/// event whose id is the new length as soon as the session's journal is longer, whichever server
/// made it longer, and the page then loads the new screen. After a reconnect the browser sends
/// the last id it received (`Last-Event-ID`), so nothing between two connections is missed.
/// Without a store there is no journal: the answer is 204, and the page looks again by itself.
/// A channel ends after `SessionHostLimits.pushChannelLifetime` (the browser connects again) and
/// when the server stops. A session may have `pushChannelsPerSession` open at once and the server
/// `maximumPushChannels`; one more is answered 429 with `Retry-After` (a page then looks again by
/// itself while it waits).
struct ChangeStream: Sendable {
    /// Where pages connect.
    static let path = "/_wfs/changes"
    /// How long a channel waits for a change before it looks again by itself and sends a comment
    /// (proxies close connections that stay silent for a minute).
    static let heartbeat: Duration = .seconds(20)

    let server: WorkflowWebServer
    var sessions: SessionHost { server.sessions }

    /// The channel of session `id` (from the page's cookie, or the API's token), for a client of
    /// `route` (a page, the API), in whose form a channel over the limits is refused.
    func response(
        to request: Request, context: WebRequestContext, session id: String?, for route: SessionRoute
    ) async -> Response {
        guard let id, sessions.hasStore else { return Self.noChannel }
        // The first look is made here, so that a session that is gone gets 204 and a channel always says where it is.
        let mark = sessions.changes.mark(of: id)
        let length: Int
        switch await server.session(id, for: request, context: context, on: .pushChannel, asHeard: true) {
        case .found(let web): length = await web.session.journalLength
        case .answered(let answer): return answer
        }
        // Given back when the body below ends, or is dropped unsent.
        guard let seat = sessions.pushChannels.take(for: id) else { return tooMany(on: route) }
        // A client gone (a tab closed or reloaded) wakes the channel, whose next write then ends it and
        // gives its seat back, rather than at the next heartbeat.
        let changes = sessions.changes
        context.connectionClosed.whenComplete { _ in changes.changed(id) }
        let lastEventID = request.headers[HTTPField.Name("Last-Event-ID")!].flatMap { Int($0) }
        let after = lastEventID ?? request.uri.queryParameters.get("after").flatMap { Int($0) } ?? 0
        var headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store"]
        WebResponse.addSafeHeaders(to: &headers)
        // nginx passes the events on as they come rather than buffering them.
        headers[HTTPField.Name("X-Accel-Buffering")!] = "no"
        // The body holds the host alone, not the server: an open channel's task stays small.
        let sessions = sessions
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            defer { withExtendedLifetime(seat) {} }
            try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
            try await Self.send(id, from: length, mark: mark, after: after, of: sessions, to: &writer)
            try await writer.finish(nil)
        })
    }

    /// The answer to a channel over the limits: 429 with `Retry-After`, in `route`'s form.
    @inline(never)
    private func tooMany(on route: SessionRoute) -> Response {
        var response = server.problem(
            .tooManyRequests,
            "This session, or the server, has as many push channels open as it may. Close a tab, or try again shortly.",
            on: route)
        response.headers[.retryAfter] = String(Int(Self.heartbeat.components.seconds))
        return response
    }

    /// Sends each new length of `id`'s journal, from `length` (read after `mark`), until the
    /// lifetime ends, the session is gone or the server stops.
    private static func send(
        _ id: String, from length: Int, mark: Int, after: Int, of sessions: SessionHost,
        to writer: inout any ResponseBodyWriter
    ) async throws {
        let end = ContinuousClock.now + sessions.limits.pushChannelLifetime
        let changes = sessions.changes
        var (length, mark, seen) = (length, mark, after)
        // The server's graceful stop wakes the wait; the loop then sees it and ends.
        try await withGracefulShutdownHandler {
            while true {
                if length > seen {
                    seen = length
                    try await writer.write(ByteBuffer(string: "id: \(length)\ndata: changed\n\n"))
                } else {
                    try await writer.write(ByteBuffer(string: ": waiting\n\n"))
                }
                let left = end - ContinuousClock.now
                guard left > .zero, !Task.isShuttingDownGracefully, !Task.isCancelled else { return }
                await changes.wait(for: id, after: mark, upTo: min(Self.heartbeat, left))
                guard !Task.isShuttingDownGracefully else { return }
                let current = changes.mark(of: id)
                // Woken by a change, the session is looked up as heard; at a heartbeat, read: a
                // notice lost on the way is caught here.
                let woken = current != mark
                mark = current
                guard let next = await Self.length(of: id, asHeard: woken, in: sessions) else { return }
                length = next
            }
        } onGracefulShutdown: {
            changes.changed(id)
        }
    }

    /// The length of the session's journal as the store has it now; nil when the session is gone.
    /// `asHeard` (see `SessionStore.entriesAsHeard`): an append whose notice is on its way wakes
    /// the channel again when the notice comes.
    private static func length(of id: String, asHeard: Bool, in sessions: SessionHost) async -> Int? {
        guard case .found(let web) = await sessions.session(id, asHeard: asHeard) else { return nil }
        return await web.session.journalLength
    }

    /// 204 tells the browser's EventSource not to connect again.
    static let noChannel: Response = {
        var headers: HTTPFields = [.cacheControl: "no-store"]
        WebResponse.addSafeHeaders(to: &headers)
        return Response(status: .noContent, headers: headers)
    }()
}
