import FuzzSupport
import WorkflowRuntime
import WorkflowSchema
import WorkflowTesting

/// Target A: loads the input as a schema, checks its flow and, when it has no errors, runs it
/// in a session and applies the events its script asks for.
///
/// Crashes are what it looks for; it also stops at a broken promise of the loader (loading
/// bytes and loading the `MarkupDocument` read from them give the same result, ARCHITECTURE.md)
/// and of the journal (the session's journal, written out, read back and replayed into a new
/// session, gives the screen the session shows).
enum SessionFuzzer {
    static func run(_ input: [UInt8]) {
        let (document, script) = EventScript.split(input)
        let loader = SchemaLoader()
        let result = loader.load(document)
        let viaTree = loader.load(MarkupReader().read(document))
        if result.schema != viaTree.schema || result.diagnostics != viaTree.diagnostics {
            fatalError(
                """
                loading the bytes and loading their MarkupDocument differ
                bytes: \(result.diagnostics.map(describe))
                tree:  \(viaTree.diagnostics.map(describe))
                schemas equal: \(result.schema == viaTree.schema)
                """)
        }
        guard let schema = result.schema, !result.hasErrors else { return }
        _ = SchemaChecker().check(schema)
        LibFuzzer.wait { await drive(schema, script: script) }
    }

    /// Starts a session on a manual clock (delays and graph timeouts pass in no real time) with
    /// a root delegate that answers nothing itself, so nothing waits for ever.
    static func drive(_ schema: Schema, script: EventScript) async {
        guard let driver = try? await WorkflowDriver(schema: schema, journal: JournalStart(schemaIdentity: "fuzz"))
        else { return }
        var script = script
        var previous: ElementID?
        for _ in 0..<EventScript.maximumSteps {
            let snapshot = await driver.snapshot()
            _ = snapshot.textRendering
            let elements = snapshot.activeElements
            guard let step = script.next(on: elements, previous: previous) else { break }
            previous = elements.last?.id
            // An event that does not apply throws; the session must go on regardless.
            switch step {
            case .event(let event): try? await driver.send(event)
            case .wait(let seconds): try? await driver.wait(seconds: seconds)
            }
        }
        _ = await driver.snapshot().textRendering
        _ = await driver.issues
        await checkReplay(of: driver, schema: schema)
        await driver.session.cancelPendingReplies()
    }

    /// Replays the session's journal, through its written form, into a new session: same screen, or a stop.
    static func checkReplay(of driver: WorkflowDriver, schema: Schema) async {
        let journal = await driver.session.takeJournalEntries().map { entry in
            // Compared as written: a NaN is not equal to itself.
            guard let read = try? JournalEntry(decoding: entry.encoded()), read.encoded() == entry.encoded() else {
                fatalError("journal entry \(entry.sequence) does not read back as written: \(entry)")
            }
            return read
        }
        let replayed = Session(schema: schema, limits: WorkflowDriver.limits)
        do {
            try await replayed.restore(from: journal, resumingPending: false)
        } catch {
            fatalError("the session's journal (\(journal.count) entries) does not replay: \(error)")
        }
        let live = await driver.snapshot()
        let again = await replayed.snapshot()
        if live != again {
            fatalError(
                "the journal replays to another screen\nlive:\n\(live.textRendering)\nreplayed:\n\(again.textRendering)")
        }
    }

    private static func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.range.start.line):\(diagnostic.range.start.column) \(diagnostic.code) \(diagnostic.message)"
    }
}
