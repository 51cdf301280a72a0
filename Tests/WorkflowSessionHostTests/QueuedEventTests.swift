import Testing
import WorkflowRuntime
import WorkflowSchema

@testable import WorkflowSessionHost

@Suite("Events a client queued behind another: applied to the screen they were made on")
struct QueuedEventTests {
    static func session() async throws -> Session {
        let session = Session(schema: try TwoScreens.schema())
        await session.recordJournal(JournalStart(schemaIdentity: "queued"))
        await session.start()
        return session
    }

    /// The content after `action`, made on `screen`, or why it was not applied.
    static func apply(
        _ action: HostedEvent.Action, on screen: HostedEvent.Screen = .current, to session: Session
    ) async throws(EventError) -> SessionContent {
        let step = await session.step(HostedEvent(action, on: screen), journalLimit: nil, takingEntries: false)
        switch step.result {
        case .applied(let content): return content
        case .refused(let refusal, _): throw refusal
        case .movedOn: throw EventError("the session moved on")
        case .journalFull: throw EventError("the journal is full")
        }
    }

    static func id(showing text: String, in session: Session) async throws -> ElementID {
        try #require(await session.snapshot().activeElements.first { $0.shows(text) }).id
    }

    @Test("a tap whose control has gone since its screen was shown is dropped without an error")
    func goneControlIsDropped() async throws {
        let session = try await Self.session()
        let push = try await Self.id(showing: "Push", in: session)
        let shown = await session.journalLength
        _ = try await Self.apply(.event(.tap(push)), on: .shownAt(shown), to: session)
        #expect(await session.snapshot().title == "Second")
        let length = await session.journalLength
        // The double tap's second half, made on the first screen: nothing happens, nothing is recorded.
        let content = try await Self.apply(.event(.tap(push)), on: .shownAt(shown), to: session)
        #expect(content.snapshot.title == "Second")
        #expect(await session.journalLength == length)
        #expect(!content.hasErrorSinceLatestEvent)
    }

    @Test("the same tap made on the screen shown now is refused, as any event on a control not on screen")
    func currentScreenRefuses() async throws {
        let session = try await Self.session()
        let push = try await Self.id(showing: "Push", in: session)
        _ = try await Self.apply(.event(.tap(push)), to: session)
        let now = await session.journalLength
        await #expect(throws: EventError.self) {
            _ = try await Self.apply(.event(.tap(push)), on: .shownAt(now), to: session)
        }
        await #expect(throws: EventError.self) {
            _ = try await Self.apply(.event(.tap(push)), to: session)
        }
    }

    @Test("a tap made before the session moved on, whose control is still on screen, is applied")
    func stillShownIsApplied() async throws {
        let session = try await Self.session()
        let push = try await Self.id(showing: "Push", in: session)
        let note = try await TwoScreens.noteField(in: session)
        let shown = await session.journalLength
        _ = try await Self.apply(.event(.enterText(note, text: "milk")), on: .shownAt(shown), to: session)
        #expect(await session.journalLength > shown)
        let content = try await Self.apply(.event(.tap(push)), on: .shownAt(shown), to: session)
        #expect(content.snapshot.title == "Second")
    }

    @Test("an event only for the screen it was made on is not applied once the session moved on")
    func onlyScreenIsNotApplied() async throws {
        let session = try await Self.session()
        let note = try await TwoScreens.noteField(in: session)
        let shown = await session.journalLength
        _ = try await Self.apply(.event(.enterText(note, text: "milk")), on: .only(shown), to: session)
        let length = await session.journalLength
        #expect(length > shown)
        let step = await session.step(
            HostedEvent(.event(.enterText(note, text: "tea")), on: .only(shown)), journalLimit: nil,
            takingEntries: false)
        guard case .movedOn(let content) = step.result else {
            Issue.record("an event for an earlier screen was applied")
            return
        }
        #expect(content.journalLength == length)
        #expect(content.snapshot.activeElements.first { $0.id == note }?.value == "milk")
        #expect(await session.journalLength == length)
    }
}
