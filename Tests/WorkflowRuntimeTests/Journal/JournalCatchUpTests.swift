import Foundation
import Testing
import WorkflowRuntime
import WorkflowSchema

@Suite("Catching a live session up with what another host added to its journal", .timeLimit(.minutes(10)))
struct JournalCatchUpTests {
    /// Two live sessions of one journal, as two servers hold them: `ahead` moved on, `behind` did not.
    static func twoHosts() async throws -> (ahead: Session, behind: Session, journal: [JournalEntry]) {
        let schema = try JournalTests.schema()
        let ahead = Session(schema: schema)
        await ahead.recordJournal(JournalStart(schemaIdentity: "journal"))
        await ahead.start()
        let journal = await ahead.takeJournalEntries()
        let behind = Session(schema: schema)
        try await behind.restore(from: journal)
        return (ahead, behind, journal)
    }

    static func field(_ session: Session) async throws -> ElementID {
        try #require(await session.snapshot().activeElements.first { $0.kind == .textField }).id
    }

    @Test("events another host recorded are applied on top: the same screen, and recording goes on after them")
    func eventsApplied() async throws {
        let (ahead, behind, _) = try await Self.twoHosts()
        let field = try await Self.field(ahead)
        try await ahead.send(.enterText(field, text: "Ann"))
        try await ahead.send(.enterText(field, text: "Bob"))
        let added = await ahead.takeJournalEntries()
        #expect(added.map(\.sequence) == [1, 2])
        #expect(try await behind.catchUp(with: added))
        #expect(await behind.snapshot() == (await ahead.snapshot()))
        #expect(await behind.journalLength == 3)
        #expect(await behind.takeJournalEntries().isEmpty)
        try await behind.send(.enterText(field, text: "Cy"))
        #expect(await behind.takeJournalEntries().map(\.sequence) == [3])
    }

    @Test("entries that do not follow, a reply, or unsaved entries of its own: refused, nothing changed")
    func refusedWhenNotOnTop() async throws {
        let (ahead, behind, _) = try await Self.twoHosts()
        let field = try await Self.field(ahead)
        try await ahead.send(.enterText(field, text: "Ann"))
        try await ahead.send(.enterText(field, text: "Bob"))
        let added = await ahead.takeJournalEntries()
        let before = await behind.snapshot()
        #expect(try await !behind.catchUp(with: Array(added.dropFirst())))
        let reply = JournalEntry(
            sequence: 1, date: Date(),
            record: .reply(JournalReply(ticket: 0, isSuccess: true, name: "success", userInfo: [:], issue: nil)))
        #expect(try await !behind.catchUp(with: [reply]))
        #expect(await behind.snapshot() == before)
        try await behind.send(.enterText(field, text: "Own"))
        #expect(try await !behind.catchUp(with: added))
        #expect(await behind.journalLength == 2)
    }

    @Test("an event the session refuses is thrown with its entry's number")
    func refusedEvent() async throws {
        let (_, behind, _) = try await Self.twoHosts()
        let bad = JournalEntry(sequence: 1, date: Date(), record: .event(.tap(ElementID(rawValue: "button-99"))))
        await #expect(throws: JournalReplayError.self) { try await behind.catchUp(with: [bad]) }
    }
}
