import Foundation
import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowTestSupport

@Suite("The journal: entries, their written form, and restore by replay", .timeLimit(.minutes(10)))
struct JournalTests {
    static let schemaText = """
        <workflow><screen><title>Journal</title><container>
        <textField name="who"><placeholder>Your name</placeholder></textField>
        <datePicker name="when"><accessibilityLabel>When</accessibilityLabel></datePicker>
        <button><title>Quick</title><message>quick</message></button>
        <button><title>Slow</title><message>slow</message></button>
        <label name="result">none</label>
        </container><actions>
        <sendMessage name="quick"><message><name>quick</name><destinationType>rootDelegate</destinationType></message>
          <updateViews name="success"><viewNames>result</viewNames><parameterName>text</parameterName><value>quick done</value></updateViews>
        </sendMessage>
        <sendMessage name="slow"><message><name>slow</name><destinationType>rootDelegate</destinationType></message>
          <updateViews name="success"><viewNames>result</viewNames><parameterName>text</parameterName><value>slow done</value></updateViews>
        </sendMessage>
        </actions></screen></workflow>
        """

    static func schema() throws -> Schema {
        try #require(SchemaLoader().load(schemaText).schema)
    }

    /// Answers `quick` at once; `slow` only when `answersSlow`, else never.
    static func delegate(answersSlow: Bool) -> TestRootDelegate {
        TestRootDelegate { message in
            message.name == "slow" && !answersSlow ? .never : .reply(.success(["answer": .string(message.name)]))
        }
    }

    /// Answers every node of the health graph at once, except `liftWeights` when `hangs` (never).
    static func healthDelegate(hangs: Bool) -> TestRootDelegate {
        TestRootDelegate { message in
            if message.name == "liftWeights", hangs { return .never }
            return .reply(message.name == "willExercise" ? MessageReply(isSuccess: true, name: "yes") : .success())
        }
    }

    /// Each question's request key, and a star for a repeat.
    static func requestKeys(_ delegate: TestRootDelegate) -> [String] {
        delegate.messages.map { $0.requestKey + ($0.isRepeat ? "*" : "") }
    }

    static func waitUntil(_ session: Session, count: Int) async throws {
        try await eventually("\(count) replies pending") { await session.pendingReplyCount == count }
    }

    @Test("every kind of entry and value reads back as written, in compact JSON")
    func writtenForm() throws {
        let date = Date(timeIntervalSinceReferenceDate: 786_000_000.123_456)
        let values: [String: WireValue] = [
            "text": .string("Ann"), "number": .number(1.5), "infinite": .number(-.infinity), "flag": .bool(true),
            "none": .null, "when": .date(date), "list": .array([.number(1), .string("two")]),
            "dollar": .dictionary(["$date": .string("not a date")]), "nested": .dictionary(["a": .dictionary(["b": .null])]),
            "image": .image(name: "first", accessibilityLabel: nil), "schema": .schemaFile(path: "next.xml", digest: "fnv1a64-0-0"),
        ]
        let entries = [
            JournalEntry(sequence: 0, date: date, record: .start(JournalStart(schemaIdentity: "s", hostData: ["csrf": "t"]))),
            JournalEntry(sequence: 1, date: date, record: .event(.enterText(ElementID(rawValue: "textField-1"), text: "Ann"))),
            JournalEntry(
                sequence: 2, date: date,
                record: .reply(
                    JournalReply(
                        ticket: 0, isSuccess: true, name: "success", userInfo: values,
                        issue: RuntimeIssue(.warning, "late", code: .replyTimeout)))),
        ]
        for entry in entries {
            let written = entry.encoded()
            let read = try JournalEntry(decoding: written)
            #expect(read == entry)
            #expect(String(decoding: written, as: UTF8.self).hasPrefix("{"))
        }
        #expect(String(decoding: entries[1].encoded(), as: UTF8.self).count < 120)
        // Values take the wire form: a date as ISO 8601 text, exact; an image by name only.
        let reply = String(decoding: entries[2].encoded(), as: UTF8.self)
        #expect(reply.contains(#""when":{"$date":"2025-11-28T05:20:00.123456Z"}"#), "\(reply)")
        #expect(reply.contains(#""image":{"$image":{"name":"first"}}"#), "\(reply)")
        // A journal written before dates were text keeps its seconds since 2001, and reads the same.
        let older = reply.replacingOccurrences(of: #""2025-11-28T05:20:00.123456Z""#, with: "786000000.123456")
        #expect(try JournalEntry(decoding: Data(older.utf8)) == entries[2])
        #expect(throws: DecodingError.self) { try JournalEntry(decoding: Data("{\"v\":1,\"n\":0,\"t\":0}".utf8)) }
    }

    @Test("a reply's issue keeps its place in the flat form, and journals written before read the same")
    func issuePlace() throws {
        let range = SourceRange(start: SourceLocation(line: 3, column: 5), end: SourceLocation(line: 3, column: 17))
        let issue = RuntimeIssue(.warning, "late", source: "/srv/app/app.xml", range: range, tag: "sendMessage", code: .replyTimeout)
        let entry = JournalEntry(
            sequence: 2, date: Date(timeIntervalSinceReferenceDate: 1),
            record: .reply(JournalReply(ticket: 0, isSuccess: true, name: "success", userInfo: [:], issue: issue)))
        let written = String(decoding: entry.encoded(), as: UTF8.self)
        #expect(
            written.contains(#""issue":{"code":"WFR0009","column":5,"endColumn":17,"endLine":3,"file":"/srv/app/app.xml","line":3,"#),
            "\(written)")
        #expect(try JournalEntry(decoding: entry.encoded()) == entry)
        let older = Data(
            (#"{"n":2,"reply":{"info":{},"issue":{"code":"WFR0009","message":"late","severity":"warning","#
                + #""source":"/srv/app/app.xml","tag":"sendMessage","range":{"start":{"line":3,"column":5,"offset":0},"#
                + #""end":{"line":3,"column":17,"offset":0}}},"name":"success","ok":true,"ticket":0},"t":1,"v":1}"#).utf8)
        var formatOne = entry
        formatOne.version = 1
        #expect(try JournalEntry(decoding: older) == formatOne)
    }

    @Test("a restored session shows the same screen, typed text and dates included, and records on from its end; format 1 too")
    func restoreIsExact() async throws {
        let schema = try Self.schema()
        let live = Session(schema: schema, rootDelegate: Self.delegate(answersSlow: true))
        await live.recordJournal(JournalStart(schemaIdentity: "journal"))
        await live.start()
        let field = try #require(await live.snapshot().activeElements.first { $0.kind == .textField }).id
        try await live.send(.enterText(field, text: "Ann"))
        let quick = try #require(await live.snapshot().activeElements.first { $0.text == "Quick" }).id
        try await live.send(.tap(quick))
        try await Self.waitUntil(live, count: 0)
        let journal = await live.takeJournalEntries()
        #expect(journal.map(\.sequence) == Array(0..<journal.count))
        #expect(journal.count == 4)

        // Later, in another process: the date picker shows the recorded time, not this one.
        try await Task.sleep(for: .milliseconds(20))
        let delegate = Self.delegate(answersSlow: true)
        let restored = Session(schema: schema, rootDelegate: delegate)
        await restored.recordJournal(JournalStart(schemaIdentity: "ignored"))
        try await restored.restore(from: journal)
        #expect(await restored.snapshot() == (await live.snapshot()))
        #expect(await restored.snapshot().activeElements.contains { $0.text == "quick done" })
        #expect(delegate.messages.isEmpty)
        #expect(await restored.journalLength == 4)
        // The same journal as a wfs wrote it before values took the wire form (format 1).
        #expect(journal.allSatisfy { $0.version == JournalEntry.currentVersion })
        let formatOne = Session(schema: schema, rootDelegate: Self.delegate(answersSlow: true))
        try await formatOne.restore(from: journal.map { entry in
            var written = entry
            written.version = 1
            return written
        })
        #expect(await formatOne.snapshot() == (await live.snapshot()))
        try await restored.send(.tap(quick))
        let next = await restored.takeJournalEntries()
        #expect(next.first?.sequence == 4)
    }

    @Test("a message pending at the stop is asked again after the restore, with its ticket, marked a repeat")
    func pendingAskedAgain() async throws {
        let schema = try Self.schema()
        let first = Self.delegate(answersSlow: false)
        let live = Session(schema: schema, rootDelegate: first)
        await live.recordJournal(JournalStart(schemaIdentity: "journal"))
        await live.start()
        let slow = try #require(await live.snapshot().activeElements.first { $0.text == "Slow" }).id
        try await live.send(.tap(slow))
        try await first.waitForMessages(1)
        let journal = await live.takeJournalEntries()
        await live.cancelPendingReplies()

        let second = Self.delegate(answersSlow: true)
        let restored = Session(schema: schema, rootDelegate: second)
        try await restored.restore(from: journal)
        try await Self.waitUntil(restored, count: 0)
        #expect(second.messages.map(\.name) == ["slow"])
        #expect(second.messages.first?.isRepeat == true)
        #expect(second.messages.first?.ticket == first.messages.first?.ticket)
        #expect(second.messages.first?.requestKey == first.messages.first?.requestKey)
        #expect(first.messages.first?.requestKey == first.messages.first?.ticket.map { "message-\($0)" })
        #expect(first.messages.first?.isRepeat == false)
        #expect(await restored.snapshot().activeElements.contains { $0.text == "slow done" })
    }

    @Test("a journal that does not fit is refused with the entry's number; nothing is asked")
    func badJournals() async throws {
        let schema = try Self.schema()
        let start = JournalEntry(sequence: 0, date: Date(), record: .start(JournalStart(schemaIdentity: "s")))
        let tapNothing = JournalEntry(sequence: 1, date: Date(), record: .event(.tap(ElementID(rawValue: "button-99"))))
        let gap = JournalEntry(sequence: 2, date: Date(), record: .event(.back))
        let orphan = JournalEntry(
            sequence: 1, date: Date(), record: .reply(JournalReply(ticket: 7, isSuccess: true, name: "success", userInfo: [:])))
        var future = start
        future.version = JournalEntry.currentVersion + 1
        let cases: [([JournalEntry], Int?, String)] = [
            ([], nil, "does not begin with its start"),
            ([tapNothing], 1, "does not begin with its start"),
            ([start, tapNothing], 1, "the event was refused"),
            ([start, gap], 2, "entry 1 is missing"),
            ([start, orphan], 1, "answers message 7"),
            ([future], 0, "format"),
        ]
        for (journal, sequence, words) in cases {
            let delegate = Self.delegate(answersSlow: true)
            let session = Session(schema: schema, rootDelegate: delegate)
            do {
                try await session.restore(from: journal)
                Issue.record("\(journal) was replayed")
            } catch {
                #expect(error.kind == .badEntry)
                #expect(error.sequence == sequence)
                #expect(error.description.contains(words), "\(error)")
            }
            #expect(delegate.messages.isEmpty)
        }
    }

    /// A folder holding `next.xml` (a screen titled "Next one") and `main.xml`, a screen with one
    /// button sending a message whose `action` is given, loaded as `main`.
    struct LoadedFiles {
        let folder: URL
        let next: URL
        let main: Schema

        init(button: String, action: String) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            next = folder.appendingPathComponent("next.xml")
            try "<workflow><screen><title>Next one</title></screen></workflow>".write(
                to: next, atomically: true, encoding: .utf8)
            let file = folder.appendingPathComponent("main.xml")
            let message = button.lowercased()
            try """
                <workflow><navigation><screen><title>Main</title><container>
                <button><title>\(button)</title><message>\(message)</message></button></container><actions>
                \(action)
                </actions></screen></navigation></workflow>
                """.write(to: file, atomically: true, encoding: .utf8)
            main = try #require(SchemaLoader().load(contentsOf: file).schema)
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test("a schema loaded at run time that changed since is refused as a changed schema")
    func loadedSchemaChanged() async throws {
        let files = try LoadedFiles(
            button: "Load",
            action: """
                <loadSchema name="load"><path>next.xml</path>
                <pushController name="success"><controller><proxy keyPath="schema"/></controller></pushController></loadSchema>
                """)
        defer { files.remove() }
        let (next, schema) = (files.next, files.main)
        let live = Session(schema: schema)
        await live.recordJournal(JournalStart(schemaIdentity: "main"))
        await live.start()
        let load = try #require(await live.snapshot().activeElements.first { $0.text == "Load" }).id
        try await live.send(.tap(load))
        try await Self.waitUntil(live, count: 0)
        #expect(await live.snapshot().title == "Next one")
        let journal = await live.takeJournalEntries()

        let same = Session(schema: schema)
        try await same.restore(from: journal)
        #expect(await same.snapshot() == (await live.snapshot()))

        try "<workflow><screen><title>Changed</title></screen></workflow>".write(to: next, atomically: true, encoding: .utf8)
        let changed = Session(schema: schema)
        await #expect(throws: JournalReplayError.self) { try await changed.restore(from: journal) }
        do {
            try await Session(schema: schema).restore(from: journal)
        } catch {
            #expect(error.kind == .schemaChanged)
            #expect(error.message.contains("next.xml changed"))
        }
    }

    @Test("a reply's schema is journaled with the digest of the text the session got, though the file changed since")
    func replySchemaKeepsItsText() async throws {
        let files = try LoadedFiles(
            button: "Fetch",
            action: """
                <sendMessage name="fetch"><message><name>fetch</name><destinationType>rootDelegate</destinationType></message>
                <pushController name="success"><controller><proxy keyPath="schema"/></controller></pushController></sendMessage>
                """)
        defer { files.remove() }
        let (next, schema) = (files.next, files.main)
        // The backend loads the file, which is saved again before its reply is journaled.
        let loader = SchemaFileLoader(baseFolder: files.folder)
        let delegate = TestRootDelegate { _ in
            guard let loaded = try? loader.load("next.xml") else { return .reply(.failure()) }
            try? "<workflow><screen><title>Changed</title></screen></workflow>".write(
                to: next, atomically: true, encoding: .utf8)
            return .reply(.success(["schema": .schema(loaded)]))
        }
        let live = Session(schema: schema, rootDelegate: delegate)
        await live.recordJournal(JournalStart(schemaIdentity: "main"))
        await live.start()
        let fetch = try #require(await live.snapshot().activeElements.first { $0.text == "Fetch" }).id
        try await live.send(.tap(fetch))
        try await Self.waitUntil(live, count: 0)
        #expect(await live.snapshot().title == "Next one")
        let journal = await live.takeJournalEntries()

        // Replayed on the file as it is now, the session would show a screen the person never saw.
        do {
            try await Session(schema: schema, rootDelegate: delegate).restore(from: journal)
            Issue.record("the journal replayed on a text the session did not run")
        } catch {
            #expect(error.kind == .schemaChanged)
            #expect(error.message.contains("next.xml changed since it was loaded"), "\(error.message)")
        }
    }

    @Test("a graph run under way at the stop starts again; the nodes answered before are not asked again")
    func graphRunResumes() async throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Flows/graphs/health.xml")
        let schema = try #require(SchemaLoader().load(contentsOf: url).schema)
        let first = Self.healthDelegate(hangs: true)
        let live = Session(schema: schema, rootDelegate: first)
        await live.recordJournal(JournalStart(schemaIdentity: "health"))
        await live.start()
        let check = try #require(await live.snapshot().activeElements.first { $0.text == "Check health" }).id
        try await live.send(.tap(check))
        try await first.waitForMessages(2)
        #expect(first.messageNames == ["willExercise", "liftWeights"])
        // The node answer is recorded on the session's actor once the delegate has answered.
        var journal: [JournalEntry] = []
        try await eventually("a node answer in the journal") {
            journal += await live.takeJournalEntries()
            return journal.contains { if case .nodeAnswer = $0.record { true } else { false } }
        }
        await live.cancelPendingReplies()
        guard case .nodeAnswer(let answer)? = journal.last?.record else {
            Issue.record("no node answer was recorded: \(journal.map(\.record))")
            return
        }
        #expect(answer.node == "willExercise")
        #expect(answer.name == "yes")
        #expect(try JournalEntry(decoding: journal.last!.encoded()) == journal.last!)

        let second = Self.healthDelegate(hangs: false)
        let restored = Session(schema: schema, rootDelegate: second)
        try await restored.restore(from: journal)
        try await Self.waitUntil(restored, count: 0)
        #expect(second.messageNames == ["liftWeights", "doSitUps"])
        // The question waiting at the stop is asked again under the key it had: a backend can tell the repeat.
        #expect(Self.requestKeys(first) == ["graph-0-willExercise-1", "graph-0-liftWeights-1"])
        #expect(Self.requestKeys(second) == ["graph-0-liftWeights-1*", "graph-0-doSitUps-1"])
        #expect(await restored.snapshot().activeElements.contains { $0.text == "Healthy" })
    }
}
