import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowTestSupport
import WorkflowWeb

/// A store that cannot be reached: every call fails, as a database that is down would.
private struct UnreachableStore: SessionStore {
    static let error = SessionStoreError(.unavailable, "cannot reach the database at 127.0.0.1:5432: connection refused")
    func append(_ entries: [JournalEntry], to session: String) async throws(SessionStoreError) { throw Self.error }
    func entries(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry] {
        throw Self.error
    }
    func delete(_ session: String) async throws(SessionStoreError) { throw Self.error }
    func deleteSessions(idleSince date: Date, keeping: Set<String>) async throws(SessionStoreError) -> Int {
        throw Self.error
    }
    func sessionCount() async throws(SessionStoreError) -> Int { throw Self.error }
}

/// A store whose reads come back only when the test releases them, cancelled or not, as a read
/// queued behind a stalled write would.
private final class SilentStore: SessionStore, @unchecked Sendable {
    private let lock = NSLock()
    private var reads = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    var readCount: Int { lock.withLock { reads } }
    var readsUnanswered: Int { lock.withLock { waiting.count } }

    /// Lets every read under way come back.
    func release() {
        for read in lock.withLock({ () -> [CheckedContinuation<Void, Never>] in
            defer { waiting = [] }
            return waiting
        }) { read.resume() }
    }

    func append(_ entries: [JournalEntry], to session: String) async throws(SessionStoreError) {}
    func entries(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry] { [] }
    func delete(_ session: String) async throws(SessionStoreError) {}
    func deleteSessions(idleSince date: Date, keeping: Set<String>) async throws(SessionStoreError) -> Int { 0 }
    func sessionCount() async throws(SessionStoreError) -> Int {
        await withCheckedContinuation { read in
            lock.withLock {
                reads += 1
                waiting.append(read)
            }
        }
        return 0
    }
}

@Suite("Probes: /healthz and /readyz", .timeLimit(.minutes(3)))
struct HealthProbeTests {
    static func server(store: (any SessionStore)?) throws -> some ApplicationProtocol {
        let schema = try #require(SchemaLoader().load(ServerTestSupport.schemaText).schema)
        let server = WorkflowWebServer(store: store) { Session(schema: schema) }
        return Application(router: server.router(logRequests: false))
    }

    @Test("a server that can serve says ok and ready, in one line that no cache keeps, and makes no session")
    func ready() async throws {
        let store = MemorySessionStore()
        for app in [try Self.server(store: store), try Self.server(store: nil)] {
            try await app.test(.router) { client in
                for (path, line) in [("/healthz", "ok\n"), ("/readyz", "ready\n")] {
                    let response = try await client.execute(uri: path, method: .get)
                    #expect(response.status == .ok)
                    #expect(String(buffer: response.body) == line)
                    #expect(response.headers[.cacheControl] == "no-store")
                    #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
                    #expect(response.headers[.setCookie] == nil)
                    #expect(try await client.execute(uri: path, method: .head).status == .ok)
                }
            }
        }
        #expect(try await store.sessionCount() == 0)
    }

    @Test("a store that fails makes /readyz answer 503, naming no address (the log has the store's reason); /healthz stays ok")
    func storeDown() async throws {
        try await Self.server(store: UnreachableStore()).test(.router) { client in
            // A machine too busy to run the check within the probe's time says so; a later probe
            // hears the store's failure.
            var body = ""
            for _ in 0..<5 {
                let ready = try await client.execute(uri: "/readyz", method: .get)
                #expect(ready.status == .serviceUnavailable)
                body = String(buffer: ready.body)
                if !body.contains("did not answer") { break }
            }
            #expect(body == "not ready: the session store fails (the server's log says why)\n")
            #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
        }
    }

    @Test("a store that does not answer makes /readyz answer 503 within its time limit; probes meanwhile share one read")
    func storeSilent() async throws {
        let store = SilentStore()
        defer { store.release() }
        try await Self.server(store: store).test(.router) { client in
            async let first = client.execute(uri: "/readyz", method: .get)
            async let second = client.execute(uri: "/readyz", method: .get)
            for ready in try await [first, second] {
                #expect(ready.status == .serviceUnavailable)
                #expect(String(buffer: ready.body) == "not ready: the session store did not answer within 2.0 seconds\n")
            }
            // The probes answered while the one read they share still waits: they did not wait for it.
            // (On a loaded host the read may start after the probes gave up: wait for it to start.)
            try await eventually("the shared read starts") { store.readCount > 0 }
            #expect(store.readCount == 1)
            #expect(store.readsUnanswered == 1)
        }
    }

    @Test("a watched schema file with errors makes /readyz answer 503 until it is fixed")
    func brokenSchema() async throws {
        let (app, save, folder) = try WatchTests.watchedServer()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await app.test(.router) { client in
            #expect(try await client.execute(uri: "/readyz", method: .get).status == .ok)
            try save("<workflow><screen><title>Broken</titel></screen></workflow>")
            let broken = try await client.execute(uri: "/readyz", method: .get)
            #expect(broken.status == .serviceUnavailable)
            #expect(String(buffer: broken.body) == "not ready: the schema file has errors (its page shows them)\n")
            #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
            try save(WatchTests.schema("Version 2"))
            #expect(try await client.execute(uri: "/readyz", method: .get).status == .ok)
        }
    }
}
