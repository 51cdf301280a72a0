import Foundation
import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowTestSupport

@Suite("Run-time guards: each stops a hostile schema with its code, and the next event works", .timeLimit(.minutes(2)))
struct RuntimeGuardTests {
    /// `RuntimeErrorTests.schema`: buttons "Fail" and "Works" on a screen titled "Root".
    static func schema(root: String = "screen", _ actions: String, view: String = "") -> String {
        RuntimeErrorTests.schema(root: root, actions, view: view)
    }

    /// Taps "Fail", expects exactly one error with `code`, then checks that "Works" still works.
    static func expectGuard(
        _ code: RuntimeIssueCode, in harness: RuntimeHarness, title: String = "Root",
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws -> RuntimeIssue? {
        try await harness.tap("Fail", sourceLocation: sourceLocation)
        let errors = await harness.issues.filter { $0.severity == .error }
        #expect(errors.map(\.code) == [code], "\(errors.map(\.description))", sourceLocation: sourceLocation)
        #expect(errors.first?.description.hasSuffix("[\(code)]") == true, sourceLocation: sourceLocation)
        #expect(await harness.snapshot.title == title, sourceLocation: sourceLocation)
        _ = try await harness.drainAlerts()
        try await harness.tap("Works", sourceLocation: sourceLocation)
        #expect(try await harness.drainAlerts() == ["still working"], sourceLocation: sourceLocation)
        return errors.first
    }

    @Test("a sendMessage loop through self is bounded (WFR0001)")
    func loopThroughSelf() async throws {
        let harness = try await RuntimeHarness(
            Self.schema(
                #"<sendMessage name="fail"><message><name>fail</name><destinationType>self</destinationType></message></sendMessage>"#
            ), limits: RuntimeLimits(maximumMessageDepth: 16))
        _ = try await Self.expectGuard(.messageLoop, in: harness)
    }

    @Test("a loop between a screen and the controller around it is bounded (WFR0001)")
    func loopWithCreator() async throws {
        let xml = """
            <workflow><navigation><screen name="inner"><title>Root</title>
            <container><button><title>Fail</title><message>fail</message></button>
            <button><title>Works</title><message>works</message></button></container>
            <sendMessage name="fail"><message>ping</message></sendMessage>
            <showAlert name="works">still working</showAlert></screen>
            <sendMessage name="ping"><message><name>fail</name><destinationType>descendant</destinationType>
            <destinationName>inner</destinationName></message></sendMessage>
            </navigation></workflow>
            """
        let harness = try await RuntimeHarness(xml, limits: RuntimeLimits(maximumMessageDepth: 20))
        let error = try await Self.expectGuard(.messageLoop, in: harness)
        #expect(error?.message.contains("RuntimeLimits") == true || error?.message.contains("levels deep") == true)
    }

    @Test("a template that would make too many objects makes none and pushes nothing (WFR0003)")
    func templateBound() async throws {
        let rows = WorkflowValue.array((1...20).map { .string("row \($0)") })
        let harness = try await RuntimeHarness(
            Self.schema(
                root: "navigation",
                """
                <sendMessage name="fail"><message><name>rows</name><destinationType>rootDelegate</destinationType></message>
                <pushController name="success"><screen><title>Rows</title><container>
                <label keyPath="rows" valueName="row"><template><label><string keyPath="row"/></label></template></label>
                </container></screen></pushController></sendMessage>
                """), rootDelegate: TestRootDelegate(replies: ["rows": .success(["rows": rows])]),
            limits: RuntimeLimits(maximumTemplateCount: 10))
        let error = try await Self.expectGuard(.templateTooLarge, in: harness)
        #expect(error?.message.contains("more than 10 objects") == true)
    }

    @Test("regular-expression conditions are bounded in input length (WFR0006) and time (WFR0007)")
    func patterns() async throws {
        for (pattern, text, code) in [
            ("a", String(repeating: "a", count: 50), RuntimeIssueCode.patternInputTooLong),
            ("(a+)+$", String(repeating: "a", count: 28) + "!", .patternTooSlow),
        ] {
            let xml = """
                <workflow><form>
                <container><textField name="field"><placeholder>Field</placeholder>
                <doesMatchRegularExpression><pattern>\(pattern)</pattern></doesMatchRegularExpression></textField>
                <button><title>Fail</title><message>submit</message></button>
                <button><title>Works</title><message>works</message></button></container>
                <actions><showAlert name="didNotSubmit">refused</showAlert><showAlert name="didSubmit">accepted</showAlert>
                <showAlert name="works">still working</showAlert></actions>
                </form></workflow>
                """
            let harness = try await RuntimeHarness(
                xml,
                limits: RuntimeLimits(maximumPatternInputLength: 30, maximumPatternDuration: .milliseconds(20)))
            try await harness.send(.enterText(try await harness.id("Field"), text: text))
            try await harness.tap("Fail")
            let errors = await harness.issues.filter { $0.severity == .error }
            #expect(errors.map(\.code) == [code], "\(errors.map(\.description))")
            #expect(try await harness.drainAlerts() == ["refused"])
            try await harness.tap("Works")
            #expect(try await harness.drainAlerts() == ["still working"])
        }
    }

    @Test("a value to store that is too large is refused and nothing is stored (WFR0008)")
    func storedValueBound() async throws {
        let store = (1...5).map { "<storeValue><name>k\($0)</name><value>\($0)</value></storeValue>" }.joined()
        let harness = try await RuntimeHarness(
            Self.schema(
                #"<multipleActions name="fail">\#(store)<storeValue><name>all</name></storeValue><showAlert>stored</showAlert></multipleActions>"#
            ), limits: RuntimeLimits(maximumStoredValueSize: 4))
        let error = try await Self.expectGuard(.storedValueTooLarge, in: harness)
        #expect(error?.message.contains("'all'") == true)
    }

    @Test("a root delegate that never replies times out into the failure action (WFR0009)")
    func replyTimeout() async throws {
        let harness = try await RuntimeHarness(
            Self.schema(
                """
                <sendMessage name="fail"><message><name>fetch</name><destinationType>rootDelegate</destinationType></message>
                <showAlert name="failure">fetch failed</showAlert></sendMessage>
                """), rootDelegate: TestRootDelegate { _ in .never }, limits: RuntimeLimits(replyTimeout: .milliseconds(50)))
        try await harness.session.send(.tap(try await harness.id("Fail")))
        await harness.session.waitForReplies(upTo: .seconds(30))
        let errors = await harness.issues.filter { $0.severity == .error }
        #expect(errors.map(\.code) == [.replyTimeout])
        #expect(errors.first?.message.contains("'fetch'") == true)
        #expect(try await harness.drainAlerts() == ["fetch failed"])
        try await harness.tap("Works")
        #expect(try await harness.drainAlerts() == ["still working"])
    }

    @Test("the codes of the older guards: stack depth (WFR0004) and message budget (WFR0001)")
    func olderGuards() async throws {
        let one = "<pushController><screen><title>Deeper</title></screen></pushController>"
        let stack = try await RuntimeHarness(
            Self.schema(root: "navigation", #"<multipleActions name="fail">\#(one)\#(one)</multipleActions>"#),
            limits: RuntimeLimits(maximumStackDepth: 1))
        try await stack.tap("Fail")
        let stackErrors = await stack.issues.filter { $0.severity == .error }
        #expect(stackErrors.map(\.code) == [.stackTooDeep], "\(stackErrors.map(\.description))")
        let send =
            #"<sendMessage><message><name>fail</name><destinationType>self</destinationType></message></sendMessage>"#
        let budget = try await RuntimeHarness(
            Self.schema(#"<multipleActions name="fail">\#(send)\#(send)</multipleActions>"#),
            limits: RuntimeLimits(maximumMessageDepth: 200, maximumMessagesPerTurn: 50))
        _ = try await Self.expectGuard(.messageLoop, in: budget)
    }

    @Test("a schema that loads itself as soon as it appears is stopped by the nesting bound (WFR0002)")
    func loadingCycle() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-cycle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        <workflow><screen><title>Loop</title>
        <loadSchema name="viewDidLoad"><path>loop.xml</path><pushController/><showAlert>failed</showAlert></loadSchema>
        </screen></workflow>
        """.write(to: folder.appendingPathComponent("loop.xml"), atomically: true, encoding: .utf8)
        let harness = try await RuntimeHarness(
            Self.schema(
                root: "navigation",
                #"<loadSchema name="fail"><path>loop.xml</path><pushController/><showAlert>failed</showAlert></loadSchema>"#
            ), fileLoader: SchemaFileLoader(baseFolder: folder), limits: RuntimeLimits(maximumSchemaNesting: 4))
        try await harness.tap("Fail")
        let errors = await harness.issues.filter { $0.severity == .error }
        #expect(errors.map(\.code) == [.schemaNesting], "\(errors.map(\.description))")
        #expect(await harness.snapshot.title == "Loop")
        _ = try await harness.drainAlerts()
        // The session goes on: back works, down to the root.
        for _ in 0..<4 where await harness.snapshot.title == "Loop" { try await harness.send(.back) }
        #expect(await harness.snapshot.title == "Root")
        try await harness.tap("Works")
        #expect(try await harness.drainAlerts() == ["still working"])
    }

    @Test("lifecycle actions that keep changing the screen are stopped (WFR0005)")
    func lifecycleLoop() async throws {
        let harness = try await RuntimeHarness(
            Self.schema(
                root: "navigation",
                """
                <pushController name="fail"><screen><title>Ping</title>
                <pushController name="viewDidAppear"><screen><title>Pong</title>
                <sendMessage name="viewDidAppear">back</sendMessage></screen></pushController>
                <popController name="back"/>
                </screen></pushController>
                """))
        try await harness.tap("Fail")
        let errors = await harness.issues.filter { $0.severity == .error }
        #expect(errors.map(\.code) == [.lifecycleLoop], "\(errors.map(\.description))")
        for _ in 0..<3 where await harness.snapshot.title != "Root" { try await harness.send(.back) }
        #expect(await harness.snapshot.title == "Root")
        try await harness.tap("Works")
        #expect(try await harness.drainAlerts() == ["still working"])
    }
}
