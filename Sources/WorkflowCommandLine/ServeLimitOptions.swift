import ArgumentParser
import Foundation
import WorkflowSessionHost
import WorkflowWeb

/// The options of `wfs serve` that bound what clients may take: connections, sessions, bytes, push
/// channels, and who is trusted to say who a client is (docs/SECURITY.md lists each with its threat).
struct ServeLimitOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where people reach the app, such as https://app.example.com/: its host passes the host check, and "
                + "with https the session cookie is Secure.", valueName: "url"))
    var publicURL: String?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Proxies (addresses or networks, such as 127.0.0.1 or 10.0.0.0/8) whose X-Forwarded-For and "
                + "X-Forwarded-Proto are read; nobody's by default.", valueName: "address"))
    var trustedProxy: [String] = []

    @Option(
        help: ArgumentHelp(
            "The most connections open at once (default: the file limit less an eighth).", valueName: "n"))
    var maxConnections: Int?

    @Option(
        help: ArgumentHelp(
            "The most connections one client may have open (default: an eighth of --max-connections).", valueName: "n"))
    var connectionsPerClient: Int?

    @Option(help: ArgumentHelp("How long a client may take to send a request's head.", valueName: "seconds"))
    var headerTimeout: Double = 10

    @Option(help: ArgumentHelp("How long a client may take to send a request's body.", valueName: "seconds"))
    var bodyTimeout: Double = 20

    @Option(help: ArgumentHelp("How long a connection may stay idle between requests.", valueName: "seconds"))
    var idleTimeout: Double = 15

    @Option(help: ArgumentHelp("How long a response may wait for a client that stops reading it.", valueName: "seconds"))
    var writeTimeout: Double = 20

    @Option(
        help: ArgumentHelp(
            "The most sessions kept in memory; a new one beyond takes the place of one never used, else of one "
                + "idle for a minute, else of the busiest client's least recently used (else 503).", valueName: "n"))
    var maxSessions: Int = 1_000

    @Option(
        help: ArgumentHelp(
            "The most live sessions one client may hold; a new one beyond takes the place of its least recently "
                + "used (default: a tenth of --max-sessions, at least 10).", valueName: "n"))
    var sessionsPerClient: Int?

    @Option(help: ArgumentHelp("How many sessions one client may start a minute.", valueName: "n"))
    var sessionsPerMinute: Int = 60

    @Option(
        help: ArgumentHelp(
            "How many sessions that are not in memory one client may name a minute (each costs a read of the store).",
            valueName: "n"))
    var lookupsPerMinute: Int = 120

    @Option(help: ArgumentHelp("The most bytes one client's sessions may add to the store a minute.", valueName: "size"))
    var bytesPerMinute = ByteCount(bytes: 4 << 20)

    @Option(help: ArgumentHelp("The most bytes one session's journal may keep.", valueName: "size"))
    var sessionBytes = ByteCount(bytes: 4 << 20)

    @Option(help: ArgumentHelp("The most bytes one typed value may have.", valueName: "size"))
    var textBytes = ByteCount(bytes: 16 << 10)

    @Option(
        help: ArgumentHelp(
            "The most the SQLite store's file may grow to (default: no limit but the disk).", valueName: "size"))
    var storeBytes: ByteCount?

    @Option(
        help: ArgumentHelp("How many push channels one session may have open (tabs of one browser).", valueName: "n"))
    var pushChannels: Int = 8

    @Option(
        help: ArgumentHelp(
            "How long a stop (SIGTERM, Ctrl-C) may take before the process ends regardless.", valueName: "seconds"))
    var stopTimeout: Double = 10

    mutating func validate() throws {
        if let publicURL, PublicAddress(publicURL) == nil {
            throw ValidationError(
                "--public-url \(publicURL) is not an address such as https://app.example.com/ (a scheme, a host, "
                    + "maybe a port; no path)")
        }
        for proxy in trustedProxies where TrustedProxies.Network(proxy) == nil {
            throw ValidationError("--trusted-proxy \(proxy) is not an address or a network such as 10.0.0.0/8")
        }
        for (name, value) in [
            ("--max-connections", maxConnections), ("--connections-per-client", connectionsPerClient),
        ] {
            if let value, value < 1 { throw ValidationError("\(name) must be at least 1") }
        }
        for (name, value) in [
            ("--header-timeout", headerTimeout), ("--body-timeout", bodyTimeout), ("--idle-timeout", idleTimeout),
            ("--write-timeout", writeTimeout), ("--stop-timeout", stopTimeout),
        ] where !(value > 0 && value <= 3600) {
            throw ValidationError("\(name) must be more than 0 and at most 3600 seconds")
        }
        guard maxSessions >= 1 else { throw ValidationError("--max-sessions must be at least 1") }
        if let sessionsPerClient, sessionsPerClient < 1 {
            throw ValidationError("--sessions-per-client must be at least 1")
        }
        guard sessionsPerMinute >= 1 else { throw ValidationError("--sessions-per-minute must be at least 1") }
        guard lookupsPerMinute >= 1 else { throw ValidationError("--lookups-per-minute must be at least 1") }
        guard pushChannels >= 1 else { throw ValidationError("--push-channels must be at least 1") }
    }

    /// `--trusted-proxy`'s values, each of which may also hold several separated by commas.
    var trustedProxies: [String] {
        trustedProxy.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
            .filter { !$0.isEmpty }
    }

    /// The proxies to trust.
    var proxies: TrustedProxies {
        TrustedProxies(trustedProxies.compactMap(TrustedProxies.Network.init))
    }

    /// The public address, if given.
    var publicAddress: PublicAddress? { publicURL.flatMap(PublicAddress.init) }

    /// The connection limits for a process that may open `fileLimit` files.
    func connections(fileLimit: Int) -> ConnectionLimits {
        var limits = ConnectionLimits(
            fileLimit: fileLimit, headerTimeout: .seconds(headerTimeout), bodyTimeout: .seconds(bodyTimeout),
            idleTimeout: .seconds(idleTimeout), writeTimeout: .seconds(writeTimeout))
        if let maxConnections {
            limits.maximumConnections = maxConnections
            limits.connectionsPerClient = min(256, max(1, maxConnections / 8))
        }
        if let connectionsPerClient { limits.connectionsPerClient = connectionsPerClient }
        return limits
    }

    /// The session limits, with a total of push channels of half the connections, at most 4,096
    /// (each holds about 30 KB: BENCHMARKS.md).
    func sessions(connections: ConnectionLimits) -> SessionHostLimits {
        SessionHostLimits(
            maximumSessions: maxSessions, maximumJournalBytes: sessionBytes.bytes, maximumTextBytes: textBytes.bytes,
            newSessionsPerMinute: sessionsPerMinute, sessionsPerClient: sessionsPerClient,
            storeLookupsPerMinute: lookupsPerMinute, journalBytesPerMinute: bytesPerMinute.bytes,
            pushChannelsPerSession: pushChannels,
            maximumPushChannels: min(4_096, max(1, connections.maximumConnections / 2)))
    }
}
