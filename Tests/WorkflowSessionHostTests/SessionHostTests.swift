import Logging
import Testing
import WorkflowRuntime
import WorkflowSchema

@testable import WorkflowSessionHost

@Suite("The session host: sessions made, moved on, saved and restored with no web layer", .timeLimit(.minutes(2)))
struct SessionHostTests {
    static let logger = Logger(label: "test")

    static func host(_ store: MemoryStore, limits: SessionHostLimits = SessionHostLimits()) throws -> SessionHost {
        let schema = try TwoScreens.schema()
        return SessionHost(limits: limits, store: store, schemaIdentity: { "one" }) { _ in Session(schema: schema) }
    }

    static func made(by host: SessionHost) async throws -> HostedSession {
        guard case .found(let made) = await host.create() else { throw EventError("no session was made") }
        return made
    }

    static func element(_ text: String, in session: HostedSession) async throws -> ElementID {
        try #require(await session.session.snapshot().activeElements.first { $0.shows(text) }).id
    }

    @Test("an event comes back with the content after it, and what it recorded is in the store")
    func eventIsSaved() async throws {
        let store = MemoryStore()
        let host = try Self.host(store)
        let web = try await Self.made(by: host)
        let note = try await TwoScreens.noteField(in: web.session)
        let push = try await Self.element("Push", in: web)
        let event = HostedEvent(.event(.tap(push)), inputs: [PostedInput(id: note, value: "milk")])
        guard case .applied(_, let content) = await host.apply(event, to: web, logger: Self.logger) else {
            Issue.record("the tap was not applied")
            return
        }
        #expect(content.snapshot.title == "Second")
        // The start, the text typed, the tap: all kept, in order, as the session counts them.
        #expect(await store.sequences(of: web.id) == Array(0..<content.journalLength))
        #expect(content.journalLength == 3)

        // Another host on the same store (a restarted server) brings it back where it was.
        let restarted = try Self.host(store)
        guard case .found(let restored) = await restarted.session(web.id) else {
            Issue.record("the session was not restored")
            return
        }
        #expect(await restored.session.snapshot().title == "Second")
    }

    @Test("a refused event keeps what was typed with it: the edit is on screen, so it is saved")
    func refusalKeepsEdits() async throws {
        let store = MemoryStore()
        let host = try Self.host(store)
        let web = try await Self.made(by: host)
        let note = try await TwoScreens.noteField(in: web.session)
        let event = HostedEvent(.event(.tap(ElementID(rawValue: "button-99"))), inputs: [PostedInput(id: note, value: "tea")])
        guard case .refused = await host.apply(event, to: web, logger: Self.logger) else {
            Issue.record("a tap on no control was not refused")
            return
        }
        #expect(await store.sequences(of: web.id) == [0, 1])
        #expect(await web.session.snapshot().activeElements.first { $0.id == note }?.value == "tea")
    }

    @Test("a journal at its limit starts the session again under its id, with a notice, and applies nothing")
    func fullJournalStartsAgain() async throws {
        let store = MemoryStore()
        let host = try Self.host(store, limits: SessionHostLimits(maximumJournalEntries: 2))
        let web = try await Self.made(by: host)
        let note = try await TwoScreens.noteField(in: web.session)
        _ = await host.apply(HostedEvent(.event(.enterText(note, text: "a"))), to: web, logger: Self.logger)
        let outcome = await host.apply(HostedEvent(.event(.enterText(note, text: "b"))), to: web, logger: Self.logger)
        guard case .startedAgain(let fresh) = outcome else {
            Issue.record("a full journal did not start again: \(outcome)")
            return
        }
        #expect(fresh.id == web.id)
        #expect(fresh.session !== web.session)
        #expect(host.takeNotice(web.id) == SessionHost.Notice.journalFull(2))
        #expect(await store.sequences(of: web.id) == [0])
    }

    @Test("a journal the store cannot read (a newer format) starts the session afresh under its id, with a notice")
    func unreadableJournalStartsAgain() async throws {
        let store = MemoryStore()
        let host = try Self.host(store)
        let web = try await Self.made(by: host)
        let push = try await Self.element("Push", in: web)
        _ = await host.apply(HostedEvent(.event(.tap(push))), to: web, logger: Self.logger)
        #expect(await store.sequences(of: web.id).count == 2)
        await store.damage(web.id)
        let restarted = try Self.host(store)
        guard case .found(let fresh) = await restarted.session(web.id) else {
            Issue.record("the session was not started afresh")
            return
        }
        #expect(fresh.id == web.id)
        #expect(await fresh.session.snapshot().title != "Second")
        #expect(restarted.takeNotice(web.id) == SessionHost.Notice.notReplayed)
        #expect(await store.sequences(of: web.id) == [0])
        #expect(await fresh.session.issues.contains { $0.code == .journalNotReplayed && $0.message.contains("newer format") })
    }

    @Test("entries taken by two events at once are appended in their order, whichever reaches the writer first")
    func appendsInOrder() async throws {
        let store = MemoryStore()
        let schema = try TwoScreens.schema()
        let session = Session(schema: schema)
        await session.recordJournal(JournalStart(schemaIdentity: "one"))
        await session.start()
        let note = try await TwoScreens.noteField(in: session)
        let writer = JournalWriter(id: "s", session: session, store: store)
        let first = await session.takeJournalEntries()
        try await session.send(.enterText(note, text: "a"))
        let second = await session.takeJournalEntries()
        #expect(first.map(\.sequence) == [0])
        #expect(second.map(\.sequence) == [1])

        let later = Task { await writer.append(second) }
        // It waits for the entries before its own, rather than reaching the store out of order.
        var looks = 0
        while await writer.waitingAppends == 0, looks < 10_000 {
            looks += 1
            await Task.yield()
        }
        #expect(await writer.waitingAppends == 1)
        #expect(await store.sequences(of: "s").isEmpty)
        #expect(await writer.append(first) == nil)
        #expect(await later.value == nil)
        #expect(await store.sequences(of: "s") == [0, 1])
    }
}
