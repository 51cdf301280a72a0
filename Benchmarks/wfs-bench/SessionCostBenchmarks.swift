#if ServerBenchmarks
import Foundation
import WorkflowRuntime
import WorkflowStoreSQLite
import WorkflowSessionHost
import WorkflowWeb

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a client can make a server hold, in the store group: a session made by its first step and
/// never used again (the unit of a session flood, since a visit that only looks makes none), in
/// memory and on disk; an open push channel; and restoring a session
/// at its byte budget, the longest restore the limits allow (`RestoreBudgetBenchmark`).
enum SessionCostBenchmarks {
    static let unusedMemoryName = "store-unused-session-memory"
    static let unusedBytesName = "store-unused-session-bytes"
    static let channelName = "store-push-channel-memory"
    /// Sessions made for the unused-session entries: a tenth of a full table, as one client's share.
    static let unusedSessions = 1_000
    /// Push channels opened, on as many sessions as it takes at the default eight each.
    static let channels = 400

    /// Both entries, on a server with a SQLite store in a temporary folder, reached over loopback.
    /// Blocks its thread (the client is blocking): call it from the main thread.
    static func measure() -> [BenchmarkResult] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wfs-bench-costs-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The bytes on disk are read from closed stores, whose write-ahead log is folded into the file.
        let emptyPath = folder.appendingPathComponent("empty.sqlite").path
        let path = folder.appendingPathComponent("sessions.sqlite").path
        let store: SQLiteSessionStore
        do {
            try SQLiteSessionStore(path: emptyPath).close()
            store = try SQLiteSessionStore(path: path)
        } catch {
            fail("\(unusedMemoryName): \(error)")
        }
        let schema = RuntimeSchemas.load(WebSchema.settings, label: "web-settings")
        let server = WorkflowWebServer(
            limits: WebBenchmarks.sessionLimits(maximumSessions: 4 * unusedSessions), cookieName: WebBenchmarks.cookieName,
            store: store, schemaIdentity: { "bench" }
        ) { Session(schema: schema) }
        let loopback = LoopbackServer(
            label: "session costs", router: server.router(logRequests: false),
            server: server.httpServer(connections: WebBenchmarks.connectionLimits))
        let client = LoopbackHTTPClient(port: loopback.port)
        // Warm-up: the first sessions pay for caches and the store's first pages.
        let warm = (0..<50).map { _ in
            BrowserSession.open(client, cookieName: WebBenchmarks.cookieName, switchName: WebSchema.switchName).session
        }
        var results = unusedSessionMemory(client)
        results += channelEntry(client, warm: warm)
        loopback.stop()
        store.close()
        let bytes = Double(fileSize(path) - fileSize(emptyPath)) / Double(warm.count + unusedSessions)
        print(
            "  \(unusedBytesName): \(bytes.reportRounded) B per session made by one step and never used again, in the "
                + "SQLite file (its start and step entries, its row and their share of pages and indexes)")
        results.append(BenchmarkResult(name: unusedBytesName, value: bytes, unit: "B/session", floor: 0, goal: nil))
        return results
    }

    private static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    private static func unusedSessionMemory(_ client: LoopbackHTTPClient) -> [BenchmarkResult] {
        let before = ProcessMemory.now()
        for _ in 0..<unusedSessions {
            _ = BrowserSession.open(client, cookieName: WebBenchmarks.cookieName, switchName: WebSchema.switchName)
        }
        guard let kilobytes = kilobytes(from: before, to: .now(), per: unusedSessions, name: unusedMemoryName) else {
            return []
        }
        print(
            "  \(unusedMemoryName): \(kilobytes.reportRounded) KB per session made by one step and never used again (resident set, "
                + "\(unusedSessions) sessions, SQLite store)")
        return [BenchmarkResult(name: unusedMemoryName, value: kilobytes, unit: "KB/session", floor: 0, goal: nil)]
    }

    /// The growth of the resident set from `before` to `after`, in KB per one of `count`; nil (said
    /// as the entry `name` skipped) where there is no `/proc`.
    private static func kilobytes(from before: ProcessMemory, to after: ProcessMemory, per count: Int, name: String)
        -> Double?
    {
        guard let residentBefore = before.residentBytes, let residentAfter = after.residentBytes else {
            print("  \(name): skipped (no /proc/self/statm on this platform)")
            return nil
        }
        return Double(residentAfter - residentBefore) / Double(count) / 1024
    }

    private static func channelEntry(_ client: LoopbackHTTPClient, warm: [BrowserSession]) -> [BenchmarkResult] {
        let perSession = SessionHostLimits().pushChannelsPerSession
        let sessions = (0..<(channels + perSession - 1) / perSession).map { index in
            index < warm.count
                ? warm[index]
                : BrowserSession.open(client, cookieName: WebBenchmarks.cookieName, switchName: WebSchema.switchName)
                    .session
        }
        let before = ProcessMemory.now()
        var open: [Int32] = []
        for number in 0..<channels {
            let cookie = sessions[number / perSession].cookie
            let (descriptor, status) = client.openStream("/_wfs/changes", headers: [("Cookie", cookie)])
            guard status == 200 else { fail("\(channelName): channel \(number) answered \(status)") }
            open.append(descriptor)
        }
        // The channels' first events have been written; the server holds each while it waits.
        Thread.sleep(forTimeInterval: 0.5)
        let after = ProcessMemory.now()
        for descriptor in open { close(descriptor) }
        guard let kilobytes = kilobytes(from: before, to: after, per: channels, name: channelName) else { return [] }
        print(
            "  \(channelName): \(kilobytes.reportRounded) KB per open push channel (resident set, \(channels) channels "
                + "on \(sessions.count) sessions)")
        return [BenchmarkResult(name: channelName, value: kilobytes, unit: "KB/channel", floor: 0, goal: nil)]
    }
}
#endif
