import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowStoreSQLite
import WorkflowTestSupport

@testable import WorkflowSessionHost
@testable import WorkflowWeb

@Suite(
    "Facing the public internet: who a request is from, session floods, bytes, push channels", .timeLimit(.minutes(2)))
struct PublicFacingTests {
    typealias Support = ServerTestSupport

    /// This machine as a trusted proxy: the tests name their clients in X-Forwarded-For.
    static let loopbackProxy = TrustedProxies([TrustedProxies.Network("127.0.0.1")!, TrustedProxies.Network("::1")!])

    static func from(_ client: String, cookie: String? = nil) -> HTTPFields {
        var headers: HTTPFields = [HTTPField.Name("X-Forwarded-For")!: client]
        if let cookie { headers[.cookie] = cookie }
        return headers
    }

    static func live(_ server: WorkflowWebServer) -> some ApplicationProtocol {
        Application(
            router: server.router(logRequests: false), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    }

    @Test("one client makes sessions at its rate: beyond it, 429 with Retry-After; another client is not held up")
    func newSessionRate() async throws {
        let server = try Support.server(
            limits: SessionHostLimits(newSessionsPerMinute: 3), trustedProxies: Self.loopbackProxy)
        try await Self.live(server).test(.ahc(.http)) { client in
            // A session is made by a browser's first step: looking is free.
            func firstStep(from address: String) async throws -> TestResponse {
                let page = try await Support.openPage(client, headers: Self.from(address))
                return try await client.execute(
                    uri: "/events", method: .post, headers: page.formHeaders(Self.from(address)),
                    body: Support.form(["csrf": page.csrf, "event": "tap \(page.button)"]))
            }
            for _ in 0..<3 { #expect(try await firstStep(from: "203.0.113.1").status == .ok) }
            let refused = try await firstStep(from: "203.0.113.1")
            #expect(refused.status == .tooManyRequests)
            #expect((1...20).contains(Int(refused.headers[.retryAfter] ?? "") ?? 0), "one making every 20 s")
            #expect(String(buffer: refused.body).contains("as many sessions as it may"))
            #expect(try await firstStep(from: "203.0.113.2").status == .ok)
            // The API's sessions count the same, and say so in JSON.
            var api = Self.from("203.0.113.1")
            api[.contentType] = "application/json"
            let made = try await client.execute(uri: "/api/v1/sessions", method: .post, headers: api)
            #expect(made.status == .tooManyRequests)
            #expect(made.headers[.retryAfter] != nil)
        }
    }

    @Test("a client's sessions beyond its share take its own least recently used one's place, never another's")
    func shareOfSessions() async throws {
        let server = try Support.server(
            limits: SessionHostLimits(maximumSessions: 10, sessionsPerClient: 2), trustedProxies: Self.loopbackProxy,
            sessionStart: .atFirstVisit)
        try await Self.live(server).test(.ahc(.http)) { client in
            func visit(_ from: String, cookie: String? = nil) async throws -> TestResponse {
                try await client.execute(uri: "/", method: .get, headers: Self.from(from, cookie: cookie))
            }
            let other = try #require(Support.sessionCookie(from: try await visit("203.0.113.9")))
            #expect(try await visit("203.0.113.9", cookie: other).status == .ok)
            let first = try #require(Support.sessionCookie(from: try await visit("203.0.113.1")))
            #expect(try await visit("203.0.113.1", cookie: first).headers[.setCookie] == nil)
            for _ in 0..<5 { #expect(try await visit("203.0.113.1").status == .ok) }
            // The flooding client's used session went at last; the other client's never did.
            #expect(try await visit("203.0.113.9", cookie: other).headers[.setCookie] == nil)
            #expect(server.sessions.liveCount <= 3)
        }
    }

    @Test("made-up session ids each cost a store read: one client may name so many a minute (429 beyond); another is served")
    func unknownIDsAreRationed() async throws {
        let server = try Support.server(
            limits: SessionHostLimits(storeLookupsPerMinute: 3), store: MemorySessionStore(),
            trustedProxies: Self.loopbackProxy)
        try await Self.live(server).test(.ahc(.http)) { client in
            func named(_ id: String, from address: String) async throws -> TestResponse {
                try await client.execute(
                    uri: "/api/v1/session", method: .get,
                    headers: [.authorization: "Bearer \(id)", HTTPField.Name("X-Forwarded-For")!: address])
            }
            for number in 0..<3 {
                let id = String(format: "%032x", number)
                #expect(try await named(id, from: "203.0.113.1").status == .notFound)
            }
            let refused = try await named(String(format: "%032x", 99), from: "203.0.113.1")
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers[.retryAfter] != nil)
            #expect(try await named(String(format: "%032x", 98), from: "203.0.113.2").status == .notFound)
        }
    }

    @Test("one client's sessions add at most so many bytes a minute (429 beyond), across its sessions")
    func byteRatePerClient() async throws {
        let server = try Support.server(
            limits: SessionHostLimits(journalBytesPerMinute: 2_500), store: MemorySessionStore(),
            trustedProxies: Self.loopbackProxy)
        try await Self.live(server).test(.ahc(.http)) { client in
            var statuses: [HTTPResponse.Status] = []
            for _ in 0..<2 {
                let page = try await Support.openPage(client, headers: Self.from("203.0.113.1"))
                let (cookie, csrf, field, _) = (page.cookie, page.csrf, page.field, page.button)
                var headers = Self.from("203.0.113.1", cookie: cookie)
                headers[.contentType] = "application/x-www-form-urlencoded"
                for _ in 0..<2 {
                    let answer = try await client.execute(
                        uri: "/events", method: .post, headers: headers,
                        body: Support.form([
                            "csrf": csrf, "event": "enterText \(field)", "value": String(repeating: "x", count: 900),
                        ]))
                    statuses.append(answer.status)
                }
            }
            // The client follows the 303 of a step taken to its page (200).
            #expect(statuses == [.ok, .ok, .tooManyRequests, .tooManyRequests], "\(statuses)")
        }
    }

    @Test("steps posted at once on one session cannot together take its journal past its budget")
    func budgetHoldsUnderConcurrency() async throws {
        let store = MemorySessionStore()
        let server = try Support.server(
            limits: SessionHostLimits(maximumJournalBytes: 6_000, maximumTextBytes: 1_500), store: store)
        try await Support.application(server).test(.router) { client in
            let page = try await Support.openPage(client)
            let (cookie, csrf, field, _) = (page.cookie, page.csrf, page.field, page.button)
            let headers = page.formHeaders()
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for number in 0..<12 {
                    group.addTask {
                        try await client.execute(
                            uri: "/events", method: .post, headers: headers,
                            body: Support.form([
                                "csrf": csrf, "event": "enterText \(field)",
                                "value": String(repeating: "\(number % 10)", count: 1_200),
                            ])
                        ).status
                    }
                }
                var all: [HTTPResponse.Status] = []
                for try await status in group { all.append(status) }
                return all
            }
            #expect(statuses.contains(.contentTooLarge), "\(statuses)")
            let bytes = try await store.entries(of: Support.sessionID(cookie), from: 0).reduce(0) {
                $0 + $1.encoded().count
            }
            #expect(bytes <= 6_000, "the journal holds \(bytes) bytes")
        }
    }

    @Test("in a full table of sessions in use, the client holding the most gives up its least recently used one")
    func heaviestClientGivesWay() async throws {
        let server = try Support.server(
            limits: SessionHostLimits(maximumSessions: 4, sessionsPerClient: 3), trustedProxies: Self.loopbackProxy,
            sessionStart: .atFirstVisit)
        try await Self.live(server).test(.ahc(.http)) { client in
            func visit(_ from: String, cookie: String? = nil) async throws -> TestResponse {
                try await client.execute(uri: "/", method: .get, headers: Self.from(from, cookie: cookie))
            }
            var heavy: [String] = []
            for _ in 0..<3 {
                let cookie = try #require(Support.sessionCookie(from: try await visit("203.0.113.1")))
                _ = try await visit("203.0.113.1", cookie: cookie)
                heavy.append(cookie)
            }
            let light = try #require(Support.sessionCookie(from: try await visit("203.0.113.2")))
            _ = try await visit("203.0.113.2", cookie: light)
            let newcomer = try await visit("203.0.113.3")
            #expect(newcomer.status == .ok, "a place was made")
            #expect(try await visit("203.0.113.2", cookie: light).headers[.setCookie] == nil, "the light client kept its own")
            #expect(try await visit("203.0.113.1", cookie: heavy[0]).headers[.setCookie] != nil, "the heavy one's oldest went")
        }
    }

    @Test(
        "POST /api/v1/sessions from a form is refused (415): only a request a page of another site cannot send makes one"
    )
    func apiSessionsNeedJSON() async throws {
        try await Support.application(try Support.server()).test(.router) { client in
            for type in ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain"] {
                let refused = try await client.execute(
                    uri: "/api/v1/sessions", method: .post, headers: [.contentType: type],
                    body: ByteBuffer(string: "a=1"))
                #expect(refused.status == .unsupportedMediaType, "\(type)")
            }
            #expect(try await client.execute(uri: "/api/v1/sessions", method: .post).status == .unsupportedMediaType)
            let made = try await client.execute(
                uri: "/api/v1/sessions", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: "{}"))
            #expect(made.status == .created)
        }
    }

    @Test("the cookie is Secure with an https public address, or when a trusted proxy says the request came over HTTPS")
    func secureCookie() async throws {
        let public_ = try Support.server(publicAddress: PublicAddress("https://app.example.com/"))
        try await Support.application(public_).test(.router) { client in
            let page = try await client.execute(uri: "/", method: .get)
            #expect(page.headers[.setCookie]?.contains("Secure") == true, "\(page.headers[.setCookie] ?? "")")
        }
        try await Support.application(try Support.server()).test(.router) { client in
            var headers: HTTPFields = [HTTPField.Name("X-Forwarded-Proto")!: "https"]
            headers[HTTPField.Name("X-Forwarded-For")!] = "203.0.113.1"
            let page = try await client.execute(uri: "/", method: .get, headers: headers)
            #expect(page.headers[.setCookie]?.contains("Secure") == false, "nobody trusted: the header is anyone's")
        }
        let proxied = try Support.server(trustedProxies: Self.loopbackProxy)
        try await Self.live(proxied).test(.ahc(.http)) { client in
            let https = try await client.execute(
                uri: "/", method: .get, headers: [HTTPField.Name("X-Forwarded-Proto")!: "https"])
            #expect(https.headers[.setCookie]?.contains("Secure") == true)
            let http = try await client.execute(uri: "/", method: .get)
            #expect(http.headers[.setCookie]?.contains("Secure") == false)
        }
    }

    @Test("the user header: two fields are refused (400), and with proxies named, one from anyone else too")
    func userHeader() async throws {
        let schema = try #require(SchemaLoader().load(Support.schemaText).schema)
        let name = HTTPField.Name("X-Forwarded-User")!
        let server = WorkflowWebServer(
            userHeader: name, trustedProxies: TrustedProxies([TrustedProxies.Network("10.0.0.1")!])
        ) { _ in Session(schema: schema) }
        try await Application(router: server.router(logRequests: false)).test(.router) { client in
            var twice = HTTPFields()
            twice.append(HTTPField(name: name, value: "evil"))
            twice.append(HTTPField(name: name, value: "proxyuser"))
            let refused = try await client.execute(uri: "/", method: .get, headers: twice)
            #expect(refused.status == .badRequest)
            #expect(String(buffer: refused.body).contains("exactly one"))
            let direct = try await client.execute(uri: "/", method: .get, headers: [name: "alice"])
            #expect(direct.status == .badRequest, "the test client is not the trusted proxy")
            #expect(try await client.execute(uri: "/", method: .get).status == .ok, "no header: no claim")
        }
    }

    @Test("a typed value over its limit is refused (413) before anything is applied; the session goes on")
    func textLimit() async throws {
        let server = try Support.server(limits: SessionHostLimits(maximumTextBytes: 100))
        try await Support.application(server).test(.router) { client in
            let page = try await Support.openPage(client)
            let (cookie, csrf, field, button) = (page.cookie, page.csrf, page.field, page.button)
            let headers = page.formHeaders()
            let long = try await client.execute(
                uri: "/events", method: .post, headers: headers,
                body: Support.form([
                    "csrf": csrf, "event": "tap \(button)", "field.\(field)": String(repeating: "x", count: 101),
                ]))
            #expect(long.status == .contentTooLarge)
            #expect(String(buffer: long.body).contains("at most 100 bytes"))
            let after = String(
                buffer: try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie]).body)
            #expect(!after.contains("xxxxxxxxxx"), "nothing of it was applied")
            #expect(!after.contains("Button tapped!"), "nor the tap it came with")
            let short = try await client.execute(
                uri: "/events", method: .post, headers: headers,
                body: Support.form(["csrf": csrf, "event": "tap \(button)", "field.\(field)": "Ann"]))
            #expect(short.status == .seeOther)
        }
    }

    @Test("a session's journal stops at its byte budget: 413, the session as it was, and small steps still go")
    func journalBudget() async throws {
        let store = MemorySessionStore()
        let server = try Support.server(
            limits: SessionHostLimits(maximumJournalBytes: 4_000, maximumTextBytes: 1_500), store: store)
        try await Support.application(server).test(.router) { client in
            let page = try await Support.openPage(client)
            let (cookie, csrf, field, _) = (page.cookie, page.csrf, page.field, page.button)
            let headers = page.formHeaders()
            func type(_ text: String) async throws -> TestResponse {
                try await client.execute(
                    uri: "/events", method: .post, headers: headers,
                    body: Support.form(["csrf": csrf, "event": "pressReturn \(field)", "field.\(field)": text]))
            }
            var refusal: TestResponse?
            for round in 0..<10 {
                let answer = try await type(
                    String(repeating: Character(UnicodeScalar(UInt8(97 + round))), count: 1_400))
                if answer.status != .seeOther {
                    refusal = answer
                    break
                }
            }
            let refused = try #require(refusal, "the journal grew past its budget")
            #expect(refused.status == .contentTooLarge)
            #expect(String(buffer: refused.body).contains("has kept as much as it may"))
            let id = Support.sessionID(cookie)
            let kept = try await store.entries(of: id, from: 0)
            let bytes = kept.reduce(0) { $0 + $1.encoded().count }
            #expect(bytes <= 4_000, "the store holds \(bytes) bytes")
            // Small steps still fit, and the refused text is nowhere.
            #expect(try await type("Ann").status == .seeOther)
            let after = try await store.entries(of: id, from: 0)
            #expect(after.count == kept.count + 2, "the text and the return")
        }
    }

    @Test("a store that fills up refuses new steps and new sessions (503) before they are taken, and /readyz says why")
    func fullStore() async throws {
        let store = FillingStore()
        let server = try Support.server(store: store)
        try await Support.application(server).test(.router) { client in
            let page = try await Support.startSession(client)
            let (cookie, csrf, _, button) = (page.cookie, page.csrf, page.field, page.button)
            let headers = page.formHeaders()
            let kept = try await store.entries(of: Support.sessionID(cookie), from: 0).count
            store.isFull = true
            let refused = try await client.execute(
                uri: "/events", method: .post, headers: headers,
                body: Support.form(["csrf": csrf, "event": "tap \(button)"]))
            #expect(refused.status == .serviceUnavailable)
            #expect(String(buffer: refused.body).contains("its storage is full"))
            #expect(try await store.entries(of: Support.sessionID(cookie), from: 0).count == kept, "nothing more")
            // A newcomer may look; its first step, which would make its session, is refused.
            let newcomer = try await Support.openPage(client)
            let newcomerStep = try await client.execute(
                uri: "/events", method: .post, headers: newcomer.formHeaders(),
                body: Support.form(["csrf": newcomer.csrf, "event": "tap \(newcomer.button)"]))
            #expect(newcomerStep.status == .serviceUnavailable, "a new session's start would not fit either")
            #expect(String(buffer: newcomerStep.body).contains("its storage is full"))
            #expect(try await store.sessionCount() == 1)
            let ready = try await client.execute(uri: "/readyz", method: .get)
            #expect(ready.status == .serviceUnavailable)
            #expect(String(buffer: ready.body) == "not ready: the session store is full: \(FillingStore.reason)\n")
            store.isFull = false
            let taken = try await client.execute(
                uri: "/events", method: .post, headers: headers,
                body: Support.form(["csrf": csrf, "event": "tap \(button)"]))
            #expect(taken.status == .seeOther, "room again: the step goes")
        }
    }

    @Test("an append refused for lack of room holds new steps back for a while, then one tries again and clears it")
    func refusedAppendPassesOff() async throws {
        let store = FillingStore()
        let server = try Support.server(store: store)
        server.sessions.fullHold.withLockedValue { $0 = .seconds(60) }
        try await Support.application(server).test(.router) { client in
            let page = try await Support.openPage(client)
            let (_, csrf, field, _) = (page.cookie, page.csrf, page.field, page.button)
            let headers = page.formHeaders()
            func type(_ text: String) async throws -> HTTPResponse.Status {
                try await client.execute(
                    uri: "/events", method: .post, headers: headers,
                    body: Support.form(["csrf": csrf, "event": "enterText \(field)", "value": text])
                ).status
            }
            store.refusesAppends = true
            #expect(try await type("Ann") == .serviceUnavailable, "the database's refusal")
            store.refusesAppends = false
            #expect(try await type("Bob") == .serviceUnavailable, "held back: the store said it is full a moment ago")
            let ready = String(buffer: try await client.execute(uri: "/readyz", method: .get).body)
            #expect(ready.hasPrefix("not ready: the session store is full"), "\(ready)")
            // The hold over (as if its time had passed), a step tries again, and it is kept.
            server.sessions.fullHold.withLockedValue { $0 = .zero }
            #expect(try await type("Cy") == .seeOther)
            #expect(try await client.execute(uri: "/readyz", method: .get).status == .ok)
            server.sessions.fullHold.withLockedValue { $0 = .seconds(60) }
            #expect(try await type("Di") == .seeOther, "the kept append cleared it")
        }
    }

    @Test("a SQLite store's room check, on a disk that keeps too little free: new visitors' first steps and /readyz are told")
    func fullDisk() async throws {
        try await withTemporaryFolder { folder in
            let store = try SQLiteSessionStore(
                path: folder.appendingPathComponent("sessions.sqlite").path,
                options: .init(minimumFreeBytes: Int.max / 2))
            defer { store.close() }
            try await Support.application(try Support.server(store: store)).test(.router) { client in
                let page = try await Support.openPage(client)
                let step = try await client.execute(
                    uri: "/events", method: .post, headers: page.formHeaders(),
                    body: Support.form(["csrf": page.csrf, "event": "tap \(page.button)"]))
                #expect(step.status == .serviceUnavailable)
                #expect(String(buffer: step.body).contains("its storage is full"))
                let ready = String(buffer: try await client.execute(uri: "/readyz", method: .get).body)
                #expect(ready.hasPrefix("not ready: the session store is full: its disk has "), "\(ready)")
                #expect(!ready.contains(folder.path), "a probe anyone can read names no file")
            }
        }
    }

    @Test("push channels: a few per session (429 with Retry-After beyond), and each gives its seat back when it ends")
    func pushChannelLimits() async throws {
        let server = try Support.server(
            limits: SessionHostLimits(pushChannelLifetime: .seconds(3), pushChannelsPerSession: 2),
            store: MemorySessionStore())
        try await Support.application(server).test(.router) { client in
            let cookie = try await Support.startSession(client).cookie
            try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for _ in 0..<2 {
                    group.addTask {
                        try await client.execute(uri: "/_wfs/changes", method: .get, headers: [.cookie: cookie]).status
                    }
                }
                try await eventually("two channels are open") { server.sessions.pushChannels.openCount >= 2 }
                let third = try await client.execute(uri: "/_wfs/changes", method: .get, headers: [.cookie: cookie])
                #expect(third.status == .tooManyRequests)
                #expect(third.headers[.retryAfter] != nil)
                for try await status in group { #expect(status == .ok) }
            }
            #expect(server.sessions.pushChannels.openCount == 0, "the ended channels gave their seats back")
            let later = try await client.execute(uri: "/_wfs/changes", method: .get, headers: [.cookie: cookie])
            #expect(later.status == .ok)
        }
    }

    /// A store in memory that can be made to have no room, as a disk that fills up.
    final class FillingStore: SessionStore, @unchecked Sendable {
        static let reason = "the test's disk is full"
        private let base = MemorySessionStore()
        private let lock = NSLock()
        private var full = false
        private var refusing = false
        var isFull: Bool {
            get { lock.withLock { full } }
            set { lock.withLock { full = newValue } }
        }
        /// Whether appends are refused for lack of room while the room check says nothing (as a
        /// PostgreSQL database, which has no room check, refuses them).
        var refusesAppends: Bool {
            get { lock.withLock { refusing } }
            set { lock.withLock { refusing = newValue } }
        }

        func append(_ entries: [JournalEntry], to session: String) async throws(SessionStoreError) {
            if isFull || refusesAppends { throw SessionStoreError(.full, "no room for session \(session)") }
            try await base.append(entries, to: session)
        }
        func entries(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry] {
            try await base.entries(of: session, from: sequence)
        }
        func delete(_ session: String) async throws(SessionStoreError) { try await base.delete(session) }
        func deleteSessions(idleSince date: Date, keeping: Set<String>) async throws(SessionStoreError) -> Int {
            try await base.deleteSessions(idleSince: date, keeping: keeping)
        }
        func sessionCount() async throws(SessionStoreError) -> Int { try await base.sessionCount() }
        func capacityProblem() -> String? { isFull ? Self.reason : nil }
    }

    private func withTemporaryFolder(_ body: (URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-public-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder)
    }
}
