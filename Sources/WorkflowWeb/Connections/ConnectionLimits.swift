#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bounds on the server's connections: how long a client may take to send a request, how long an
/// idle connection stays open, and how many connections are open at once, in all and from one client.
///
/// The times are ones a browser never meets: it sends a request's head in one packet, and opens a
/// new connection when an idle one was closed. They stop clients that open connections and then
/// send nothing, or a byte at a time, from holding them.
public struct ConnectionLimits: Sendable, Hashable {
    /// How long a new connection may take to send its first request's head (its line and headers),
    /// and a kept-alive connection the next one's, from its first byte.
    public var headerTimeout: Duration
    /// How long a request's body may take to arrive, from the end of its head.
    public var bodyTimeout: Duration
    /// How long a connection may stay open between requests before the server closes it.
    public var idleTimeout: Duration
    /// How long a response may wait for a client that does not read it (the connection's buffers
    /// full) before the connection is closed.
    public var writeTimeout: Duration
    /// The most connections open at once; past it the server takes no more until one closes (they
    /// wait in the system's queue). Below the process's file limit, which every connection uses one of.
    public var maximumConnections: Int
    /// The most connections open at once from one client (an IPv4 address, or an IPv6 /64); one more
    /// is answered 503 and closed at once. Trusted proxies are not limited by it.
    public var connectionsPerClient: Int

    /// Limits for a process that may open `fileLimit` files: `maximumConnections` leaves an eighth of
    /// them (at least 64) for the store, the backend's connections and the rest, and one client may
    /// hold an eighth of the connections, at most 256 (a browser opens six; a large file limit must
    /// not let eight addresses take everything).
    public init(
        fileLimit: Int = ConnectionLimits.openFileLimit(), headerTimeout: Duration = .seconds(10),
        bodyTimeout: Duration = .seconds(20), idleTimeout: Duration = .seconds(15),
        writeTimeout: Duration = .seconds(20)
    ) {
        let reserve = max(64, fileLimit / 8)
        self.maximumConnections = max(16, fileLimit - reserve)
        self.connectionsPerClient = min(256, max(8, maximumConnections / 8))
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.idleTimeout = idleTimeout
        self.writeTimeout = writeTimeout
    }

    /// How many files this process may have open (its soft `RLIMIT_NOFILE`).
    public static func openFileLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(fileLimitResource, &limit) == 0 else { return 1024 }
        return limit.rlim_cur == Self.unlimited ? Int(Int32.max) : Int(clamping: limit.rlim_cur)
    }

    /// Raises this process's soft file limit towards its hard limit, to at most `wanted`, as servers
    /// commonly do at start (the soft limit of 1,024 many systems set would cap connections low);
    /// answers the limit it has then.
    @discardableResult
    public static func raiseOpenFileLimit(to wanted: Int = 65_536) -> Int {
        var limit = rlimit()
        guard getrlimit(fileLimitResource, &limit) == 0 else { return openFileLimit() }
        let target = rlim_t(wanted)
        let ceiling = limit.rlim_max == Self.unlimited ? target : min(limit.rlim_max, target)
        if limit.rlim_cur != Self.unlimited, limit.rlim_cur < ceiling {
            limit.rlim_cur = ceiling
            _ = setrlimit(fileLimitResource, &limit)
        }
        return openFileLimit()
    }

    #if os(Linux)
        private static let fileLimitResource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        /// `RLIM_INFINITY`, which Swift does not import on Linux (a cast of -1).
        private static let unlimited = rlim_t.max
    #else
        private static let fileLimitResource = RLIMIT_NOFILE
        private static let unlimited = RLIM_INFINITY
    #endif
}
