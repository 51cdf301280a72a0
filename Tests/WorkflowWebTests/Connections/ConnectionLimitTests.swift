import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WorkflowRuntime
import WorkflowSchema

@testable import WorkflowSessionHost
@testable import WorkflowWeb

@Suite("Connections: slow clients are closed in time, one client cannot take them all", .timeLimit(.minutes(2)))
struct ConnectionLimitTests {
    /// Short limits, so that the test waits fractions of a second.
    static var limits: ConnectionLimits {
        var limits = ConnectionLimits(
            fileLimit: 1_024, headerTimeout: .milliseconds(300), bodyTimeout: .milliseconds(400),
            idleTimeout: .milliseconds(500))
        limits.connectionsPerClient = 3
        return limits
    }

    /// The test server, on real sockets, with `limits`; its sessions keep journals in memory (for push channels).
    static func application(
        _ limits: ConnectionLimits = Self.limits, pushChannels: Int = 8, pushChannelLifetime: Duration = .seconds(3)
    ) throws -> some ApplicationProtocol {
        let server = try ServerTestSupport.server(
            limits: SessionHostLimits(pushChannelLifetime: pushChannelLifetime, pushChannelsPerSession: pushChannels),
            store: MemorySessionStore())
        return Application(
            router: server.router(logRequests: false), server: server.httpServer(connections: limits),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    }

    @Test("a connection that sends nothing, or its head a byte at a time, is closed at the header time")
    func slowHeads() async throws {
        try await Self.application().test(.ahc(.http)) { client in
            let port = try #require(client.port)
            let opened = ContinuousClock.now
            let silent = try RawConnection(port: port)
            let trickle = try RawConnection(port: port)
            // A byte every 100 ms for 6 s: were each byte to start the time again, it would stay open
            // until then. (A slow machine, or the thread sanitizer, may close it late, not that late.)
            let dripping = Task {
                for byte in String(repeating: "GET / HTTP/1.1\r\nX-Slow: 1\r\n", count: 4) {
                    try? trickle.write(String(byte))
                    try? await Task.sleep(for: .milliseconds(100))
                    if opened.duration(to: .now) > .seconds(6) { break }
                }
            }
            defer { dripping.cancel() }
            for connection in [silent, trickle] {
                _ = try #require(await connection.readUntilClosed(within: .seconds(8)).closedAfter, "still open after 8 s")
                let closed = opened.duration(to: .now)
                #expect(closed >= .milliseconds(250) && closed < .seconds(5), "closed after \(closed)")
            }
        }
    }

    @Test("a body that stalls is cut at the body time; an idle kept-alive connection closes at the idle time")
    func stalledBodyAndIdle() async throws {
        try await Self.application().test(.ahc(.http)) { client in
            let port = try #require(client.port)
            let upload = try RawConnection(port: port)
            try upload.write(
                "POST /events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                    + "Content-Length: 1000\r\n\r\nevent=tap")
            let (_, uploadClosed) = await upload.readUntilClosed(within: .seconds(5))
            let cut = try #require(uploadClosed, "a stalled upload was kept")
            #expect(cut < .seconds(4), "cut after \(cut)")

            let kept = try RawConnection(port: port)
            try kept.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let (answer, idleClosed) = await kept.readUntilClosed(within: .seconds(5))
            #expect(answer.hasPrefix("HTTP/1.1 200"))
            let idle = try #require(idleClosed, "an idle connection stayed open")
            #expect(idle >= .milliseconds(400) && idle < .seconds(4), "closed after \(idle)")
        }
    }

    @Test("a request answered before its body ended leaves an idle connection that closes at the idle time")
    func answeredBeforeItsBody() async throws {
        try await Self.application().test(.ahc(.http)) { client in
            let upload = try RawConnection(port: try #require(client.port))
            let body = String(repeating: "x", count: 20_000)
            try upload.write(
                "POST /events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                    + "Content-Length: \(body.utf8.count)\r\n\r\n" + body)
            let (answer, closed) = await upload.readUntilClosed(within: .seconds(5))
            #expect(answer.hasPrefix("HTTP/1.1 4"), "\(answer.prefix(200))")
            let after = try #require(closed, "the connection stayed open")
            #expect(after < .seconds(4), "closed after \(after)")
        }
    }

    @Test("a push channel, a response under way, outlives every time limit")
    func respondingIsLeftAlone() async throws {
        try await Self.application().test(.ahc(.http)) { client in
            let cookie = try await ServerTestSupport.startSession(client).cookie
            let channel = try RawConnection(port: try #require(client.port))
            try channel.write("GET /_wfs/changes HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(cookie)\r\n\r\n")
            let (text, closed) = await channel.readUntilClosed(within: .seconds(1))
            #expect(closed == nil, "the channel was closed after \(String(describing: closed))")
            #expect(text.contains("text/event-stream"))
        }
    }

    @Test("a push channel whose client goes away gives its seat back at once, not at its next heartbeat")
    func closedChannelGivesItsSeatBack() async throws {
        // Channels that outlive the test's reads, so that only a closed connection gives a seat back.
        try await Self.application(pushChannels: 2, pushChannelLifetime: .seconds(60)).test(.ahc(.http)) { client in
            let cookie = try await ServerTestSupport.startSession(client).cookie
            let port = try #require(client.port)
            let request = "GET /_wfs/changes HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(cookie)\r\n\r\n"
            var open: [RawConnection] = []
            for _ in 0..<2 {
                let channel = try RawConnection(port: port)
                try channel.write(request)
                // The channel stays open: what came within 3 s (a slow machine, or the thread sanitizer, answers late).
                #expect(await channel.readUntilClosed(within: .seconds(3)).text.hasPrefix("HTTP/1.1 200"))
                open.append(channel)
            }
            let third = try await client.execute(uri: "/_wfs/changes", method: .get, headers: [.cookie: cookie])
            #expect(third.status == .tooManyRequests)
            // A tab reloaded: its channel's connection closes, and the new page's channel gets the seat.
            open.removeFirst().disconnect()
            // Not at the channel's next heartbeat (20 s): within a moment.
            var reloaded = ""
            for _ in 0..<20 where !reloaded.hasPrefix("HTTP/1.1 200") {
                try await Task.sleep(for: .milliseconds(100))
                let again = try RawConnection(port: port)
                try again.write(request)
                reloaded = await again.readUntilClosed(within: .milliseconds(500)).text
            }
            #expect(reloaded.hasPrefix("HTTP/1.1 200"), "\(reloaded.prefix(100))")
            _ = open
        }
    }

    @Test(
        "one client holds its share of connections; one more is answered 503 and closed; another client still gets in")
    func shareOfConnections() async throws {
        var limits = Self.limits
        limits.headerTimeout = .seconds(20)
        try await Self.application(limits).test(.ahc(.http)) { client in
            let port = try #require(client.port)
            // 127.0.0.2 is the other client: every 127.x.x.x address is this machine's on Linux. The
            // server takes connections on several threads, so which of the four is refused is not known.
            var connections = try (0..<4).map { _ in try RawConnection(port: port, from: "127.0.0.2") }
            var reads: [(text: String, closedAfter: Duration?)] = []
            for connection in connections { reads.append(await connection.readUntilClosed(within: .milliseconds(500))) }
            let refused = reads.indices.filter { reads[$0].closedAfter != nil }
            #expect(refused.count == 1, "\(reads)")
            let refusal = try #require(refused.first.map { reads[$0].text })
            #expect(refusal.hasPrefix("HTTP/1.1 503"), "\(refusal)")
            #expect(refusal.contains("Retry-After: 10"))
            let honest = try await client.execute(uri: "/healthz", method: .get)
            #expect(honest.status == .ok, "another client is served meanwhile")
            // A connection given back makes room again.
            connections.removeAll { _ in true }
            try await Task.sleep(for: .milliseconds(200))
            let again = try RawConnection(port: port, from: "127.0.0.2")
            try again.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            #expect(await again.readUntilClosed(within: .seconds(2)).text.hasPrefix("HTTP/1.1 200"))
        }
    }
}
