import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowSessionHost
import WorkflowTestSupport
import WorkflowWeb

/// A store whose appends fail while `failing` is set, as a read-only file or a full disk would.
final class FlakyStore: SessionStore, @unchecked Sendable {
    let kept = MemorySessionStore()
    private let lock = NSLock()
    private var isFailing = false

    var failing: Bool {
        get { lock.withLock { isFailing } }
        set { lock.withLock { isFailing = newValue } }
    }

    func append(_ entries: [JournalEntry], to session: String) async throws(SessionStoreError) {
        if failing { throw SessionStoreError(.unavailable, "cannot write /tmp/sessions.sqlite: disk full") }
        try await kept.append(entries, to: session)
    }

    func entries(of session: String, from sequence: Int) async throws(SessionStoreError) -> [JournalEntry] {
        try await kept.entries(of: session, from: sequence)
    }

    func delete(_ session: String) async throws(SessionStoreError) { try await kept.delete(session) }

    func deleteSessions(idleSince date: Date, keeping: Set<String>) async throws(SessionStoreError) -> Int {
        try await kept.deleteSessions(idleSince: date, keeping: keeping)
    }

    func sessionCount() async throws(SessionStoreError) -> Int { try await kept.sessionCount() }
}

@Suite("wfs serve with a session store: sessions survive a restart", .timeLimit(.minutes(10)))
struct DurableSessionTests {
    typealias Support = ServerTestSupport

    /// A delegate that answers `quick` at once, and `slow` only when `answersSlow` (else never).
    static func delegate(answersSlow: Bool) -> TestRootDelegate {
        TestRootDelegate { $0.name == "slow" && !answersSlow ? .never : .reply(.success()) }
    }

    static let schemaText = """
        <workflow><screen><title>Kept</title><view><container>
        <textField name="who"><placeholder>Your name</placeholder></textField>
        <button><title>Show alert</title><message>tapped</message></button>
        <button><title>Quick</title><message>quick</message></button>
        <button><title>Slow</title><message>slow</message></button>
        <label name="quickLabel">quick not yet</label>
        <label name="slowLabel">slow not yet</label>
        </container></view><actions>
        <showAlert name="tapped">Button tapped!</showAlert>
        <sendMessage name="quick"><message><name>quick</name><destinationType>rootDelegate</destinationType></message>
          <updateViews name="success"><viewNames>quickLabel</viewNames><parameterName>text</parameterName><value>quick done</value></updateViews>
        </sendMessage>
        <sendMessage name="slow"><message><name>slow</name><destinationType>rootDelegate</destinationType></message>
          <updateViews name="success"><viewNames>slowLabel</viewNames><parameterName>text</parameterName><value>slow done</value></updateViews>
        </sendMessage>
        </actions></screen></workflow>
        """

    static func server(
        store: any SessionStore, identity: String = "v1", delegate: any RootDelegate = DefaultRootDelegate(),
        limits: SessionHostLimits = .init(), developerPanel: Bool = false, sessionStart: SessionStart = .atFirstEvent
    ) throws -> WorkflowWebServer {
        let result = SchemaLoader().load(schemaText)
        guard let schema = result.schema, !result.hasErrors else { throw Support.SetupError() }
        return WorkflowWebServer(
            renderer: PageRenderer(showsDeveloperPanel: developerPanel), limits: limits, store: store,
            schemaIdentity: { identity }, sessionStart: sessionStart
        ) { _ in
            Session(schema: schema, rootDelegate: delegate)
        }
    }

    /// A browser's first page (``ServedPage``): its cookie, token and the ids of the field and the buttons.
    struct Browser {
        var page: ServedPage

        init(_ response: TestResponse) throws {
            page = ServedPage(html: String(buffer: response.body), setCookie: response.headers[.setCookie])
            try #require(!page.cookie.isEmpty && !page.token.isEmpty, "a first page sets a cookie and holds a token")
        }

        var cookie: String { page.cookie }
        var html: String { page.html }

        func id(_ title: String) throws -> String {
            try #require(page.elementID(showing: ">\(title)<"))
        }

        var field: String? { page.fieldID(placeholder: "Your name") }
    }

    static func post(
        _ client: some TestClientProtocol, _ browser: Browser, _ event: String, _ fields: [String: String] = [:]
    ) async throws -> TestResponse {
        var headers = Support.formHeaders
        headers[.cookie] = browser.cookie
        headers[WorkflowWebServer.fetchHeader] = "1"
        return try await client.execute(
            uri: "/events", method: .post, headers: headers,
            body: ByteBuffer(string: browser.page.eventForm(event, fields)))
    }

    static func page(_ client: some TestClientProtocol, _ browser: Browser) async throws -> String {
        String(buffer: try await client.execute(uri: "/", method: .get, headers: [.cookie: browser.cookie]).body)
    }

    /// Runs `body` against a fresh application of `server`: one process's life.
    static func run(
        _ server: WorkflowWebServer, _ body: @Sendable @escaping (any TestClientProtocol) async throws -> Void
    ) async throws {
        try await Application(router: server.router(logRequests: false)).test(.router) { client in
            try await body(client)
        }
    }

    @Test("a restarted server brings the browser back: the same screen, the text typed, the same form token")
    func restart() async throws {
        let store = MemorySessionStore()
        let first = Box<Browser>()
        try await Self.run(try Self.server(store: store)) { client in
            let browser = try Browser(try await client.execute(uri: "/", method: .get))
            let field = try #require(browser.field)
            let response = try await Self.post(
                client, browser, "tap \(try browser.id("Show alert"))", ["field.\(field)": "Ann"])
            #expect(String(buffer: response.body).contains("Button tapped!"))
            first.value = browser
        }
        let browser = try #require(first.value)
        #expect(try await store.sessionCount() == 1)
        try await Self.run(try Self.server(store: store)) { client in
            let html = try await Self.page(client, browser)
            #expect(html.contains("Button tapped!"))
            #expect(html.contains("value=\"Ann\""))
            // The restored session takes the first page's token: the old page's forms still work.
            let dismissed = try await Self.post(client, browser, "tap alert-1.button0")
            #expect(dismissed.status == .ok)
            #expect(!String(buffer: dismissed.body).contains("Button tapped!"))
        }
    }

    @Test("a reply answered before the restart is not asked again; one pending is asked again with its ticket")
    func pendingRepliesAskedAgain() async throws {
        let store = MemorySessionStore()
        let first = Box<Browser>()
        let hanging = Self.delegate(answersSlow: false)
        try await Self.run(try Self.server(store: store, delegate: hanging)) { client in
            let browser = try Browser(try await client.execute(uri: "/", method: .get))
            let quick = try await Self.post(client, browser, "tap \(try browser.id("Quick"))")
            #expect(String(buffer: quick.body).contains("quick done"))
            _ = try await Self.post(client, browser, "tap \(try browser.id("Slow"))")
            first.value = browser
        }
        #expect(hanging.messages.map(\.name) == ["quick", "slow"])
        let browser = try #require(first.value)
        let after = Self.delegate(answersSlow: true)
        try await Self.run(try Self.server(store: store, delegate: after)) { client in
            var html = try await Self.page(client, browser)
            // Generous: under the thread sanitizer on a busy machine a reply takes seconds.
            try await eventually("the page shows the repeated message's answer") {
                html = try await Self.page(client, browser)
                return html.contains("slow done")
            }
            #expect(html.contains("quick done"))
            #expect(html.contains("slow done"))
        }
        #expect(after.messages.map(\.name) == ["slow"])
        #expect(after.messages.first?.isRepeat == true)
        #expect(after.messages.first?.ticket == hanging.messages.last?.ticket)
        #expect(hanging.messages.allSatisfy { !$0.isRepeat })
    }

    @Test("a journal of another schema starts afresh, with a notice, under the same cookie")
    func schemaChanged() async throws {
        let store = MemorySessionStore()
        let first = Box<Browser>()
        try await Self.run(try Self.server(store: store)) { client in
            let browser = try Browser(try await client.execute(uri: "/", method: .get))
            _ = try await Self.post(client, browser, "tap \(try browser.id("Show alert"))")
            first.value = browser
        }
        let browser = try #require(first.value)
        try await Self.run(try Self.server(store: store, identity: "v2")) { client in
            let response = try await client.execute(uri: "/", method: .get, headers: [.cookie: browser.cookie])
            let html = String(buffer: response.body)
            #expect(html.contains("The app was updated since your last visit, so it starts again."))
            #expect(!html.contains("Button tapped!"))
            #expect(response.headers[.setCookie] == nil)
            // Once only.
            #expect(!(try await Self.page(client, browser)).contains("The app was updated"))
        }
        let kept = try await store.entries(of: String(browser.cookie.split(separator: "=")[1]), from: 0)
        guard case .start(let start)? = kept.first?.record else {
            Issue.record("the new journal has no start")
            return
        }
        #expect(start.schemaIdentity == "v2")
    }

    @Test("a journal that does not replay starts afresh with a notice and a WFR0022 warning")
    func badJournal() async throws {
        let store = MemorySessionStore()
        let first = Box<Browser>()
        try await Self.run(try Self.server(store: store)) { client in
            let browser = try Browser(try await client.execute(uri: "/", method: .get))
            _ = try await Self.post(client, browser, "enterText \(try #require(browser.field)) Ann")
            first.value = browser
        }
        let browser = try #require(first.value)
        let id = String(browser.cookie.split(separator: "=")[1])
        // The warning is the developer's: in the panel with it on, nowhere on the page without.
        for developerPanel in [true, false] {
            let length = try await store.entries(of: id, from: 0).count
            try await store.append(
                [JournalEntry(sequence: length, date: Date(), record: .event(.tap(ElementID(rawValue: "button-99"))))],
                to: id)
            try await Self.run(try Self.server(store: store, developerPanel: developerPanel)) { client in
                let html = try await Self.page(client, browser)
                #expect(html.contains("could not be brought back after the server restarted"))
                #expect(html.contains("journal was not replayed") == developerPanel)
                #expect(html.contains("button-99") == developerPanel)
            }
        }
    }

    @Test("a store that cannot be written refuses the event with 503 and a reason; the session is as it was")
    func storeFailure() async throws {
        let store = FlakyStore()
        try await Self.run(try Self.server(store: store)) { client in
            let browser = try Browser(try await client.execute(uri: "/", method: .get))
            store.failing = true
            let refused = try await Self.post(client, browser, "tap \(try browser.id("Show alert"))")
            #expect(refused.status == .serviceUnavailable)
            let said = String(buffer: refused.body)
            #expect(said.contains("The app is unavailable, so this step was not taken. Try again in a moment."))
            #expect(!said.contains("cannot write"), "the store's own reason is for the log, not for visitors: \(said)")
            store.failing = false
            let html = try await Self.page(client, browser)
            #expect(!html.contains("Button tapped!"))
            #expect(html.contains(">Show alert<"))
            let taken = try await Self.post(client, browser, "tap \(try browser.id("Show alert"))")
            #expect(String(buffer: taken.body).contains("Button tapped!"))
        }
    }

    @Test("a new browser while the store cannot be written sees the first screen; its first step gets 503; nothing is kept")
    func storeFailureAtStart() async throws {
        let store = FlakyStore()
        store.failing = true
        try await Self.run(try Self.server(store: store)) { client in
            let browser = try Browser(try await client.execute(uri: "/", method: .get))
            let refused = try await Self.post(client, browser, "tap \(try browser.id("Show alert"))")
            #expect(refused.status == .serviceUnavailable)
            let said = String(buffer: refused.body)
            #expect(said.contains("The app is unavailable, so this step was not taken. Try again in a moment."))
            #expect(!said.contains("disk full"), "the store's own reason is for the log, not for visitors: \(said)")
        }
        #expect(try await store.sessionCount() == 0)
        // Sessions made at the first visit: the visit gets the 503.
        try await Self.run(try Self.server(store: store, sessionStart: .atFirstVisit)) { client in
            let response = try await client.execute(uri: "/", method: .get)
            #expect(response.status == .serviceUnavailable)
            #expect(String(buffer: response.body).contains("The app is unavailable: the server cannot reach its session store."))
        }
        #expect(try await store.sessionCount() == 0)
    }

    @Test("past the journal's bound the session starts afresh with a notice")
    func entryBound() async throws {
        let store = MemorySessionStore()
        let limits = SessionHostLimits(maximumJournalEntries: 4)
        try await Self.run(try Self.server(store: store, limits: limits)) { client in
            let browser = try Browser(try await client.execute(uri: "/", method: .get))
            let id = String(browser.cookie.split(separator: "=")[1])
            // start, tap, dismiss, tap: four entries.
            _ = try await Self.post(client, browser, "tap \(try browser.id("Show alert"))")
            _ = try await Self.post(client, browser, "tap alert-1.button0")
            _ = try await Self.post(client, browser, "tap \(try browser.id("Show alert"))")
            #expect(try await store.entries(of: id, from: 0).count == 4)
            let fifth = try await Self.post(client, browser, "tap alert-2.button0")
            let html = String(buffer: fifth.body)
            #expect(html.contains("This session reached its limit of 4 steps, so it starts again."))
            #expect(!html.contains("Button tapped!"))
            #expect(try await store.entries(of: id, from: 0).count == 1)
        }
    }

    @Test("journals idle past the timeout are forgotten: the browser starts afresh")
    func idleExpiry() async throws {
        let store = MemorySessionStore()
        let first = Box<Browser>()
        try await Self.run(try Self.server(store: store)) { client in
            let browser = try Browser(try await client.execute(uri: "/", method: .get))
            _ = try await Self.post(client, browser, "tap \(try browser.id("Show alert"))")
            first.value = browser
        }
        let browser = try #require(first.value)
        try await Task.sleep(for: .milliseconds(50))
        let server = try Self.server(store: store, limits: SessionHostLimits(idleTimeout: .milliseconds(10)))
        await server.sweepStore()
        #expect(try await store.sessionCount() == 0)
        try await Self.run(server) { client in
            let response = try await client.execute(uri: "/", method: .get, headers: [.cookie: browser.cookie])
            #expect(!String(buffer: response.body).contains("Button tapped!"))
            #expect(String(buffer: response.body).contains("data-wfs-first-screen"))
        }
        // Looking made nothing: the browser's cookie names a session once its first step is taken.
        #expect(try await store.sessionCount() == 0)
    }
}

/// A value handed out of a test client's closure.
final class Box<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
