import FuzzSupport
import WorkflowRuntime
import WorkflowSchema
import WorkflowTesting

/// Target A: loads the input as a schema, checks its flow and, when it has no errors, runs it
/// in a session and applies the events its script asks for.
///
/// Crashes are what it looks for; it also stops at a broken promise of the loader: loading
/// bytes and loading the `MarkupDocument` read from them give the same result (ARCHITECTURE.md).
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
        guard let driver = try? await WorkflowDriver(schema: schema) else { return }
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
        await driver.session.cancelPendingReplies()
    }

    private static func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.range.start.line):\(diagnostic.range.start.column) \(diagnostic.code) \(diagnostic.message)"
    }
}
