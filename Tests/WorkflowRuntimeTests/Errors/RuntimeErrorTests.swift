import Foundation
import Testing
import WorkflowRuntime
import WorkflowTestSupport

@Suite("Errors: runtime errors are reported and the session goes on", .timeLimit(.minutes(2)))
struct RuntimeErrorTests {
    /// Starts `xml`, taps "Fail", and checks that one error about `tag` at `line`:`column` reached both
    /// `issues` and the root delegate, and that "Works" still shows its alert afterwards.
    static func check(
        _ xml: String, tag: String, line: Int, column: Int, says words: String, assets: AssetFolder? = nil,
        fileLoader: SchemaFileLoader? = nil, allowsSchemaErrors: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let delegate = TestRootDelegate(fallback: nil)
        let harness = try await RuntimeHarness(
            xml, rootDelegate: delegate, assets: assets, fileLoader: fileLoader, allowsSchemaErrors: allowsSchemaErrors,
            sourceLocation: sourceLocation)
        try await harness.tap("Fail", sourceLocation: sourceLocation)
        let errors = await harness.issues.filter { $0.severity == .error }
        let error = try #require(errors.first, "no error was reported", sourceLocation: sourceLocation)
        #expect(errors.count == 1, sourceLocation: sourceLocation)
        #expect(error.tag == tag, sourceLocation: sourceLocation)
        #expect(error.range?.start.line == line, sourceLocation: sourceLocation)
        #expect(error.range?.start.column == column, sourceLocation: sourceLocation)
        #expect(error.message.contains(words), "\(error.message)", sourceLocation: sourceLocation)
        #expect(try await delegate.waitForReports() == [error], sourceLocation: sourceLocation)
        // What a served page tells its people: the latest step failed, until a step that does not.
        #expect(await harness.session.hasErrorSinceLatestEvent, sourceLocation: sourceLocation)
        if await harness.snapshot.title != "Root" { try await harness.send(.back) }
        try await harness.tap("Works", sourceLocation: sourceLocation)
        #expect(await !harness.session.hasErrorSinceLatestEvent, sourceLocation: sourceLocation)
        #expect(try await harness.drainAlerts() == ["still working"], sourceLocation: sourceLocation)
    }

    /// A root controller `root` whose screen has the buttons "Fail" and "Works"; `actions` go on line 4.
    static func schema(root: String = "screen", _ actions: String, view: String = "") -> String {
        let screen = """
            <screen><title>Root</title>
            <container><button><title>Fail</title><message>fail</message></button>
            <button><title>Works</title><message>works</message></button>\(view)</container>
            \(actions)
            <showAlert name="works">still working</showAlert></screen>
            """
        return "<workflow>" + (root == "screen" ? screen : "<\(root)>\(screen)</\(root)>") + "</workflow>"
    }

    @Test("pushController without a navigation controller")
    func pushWithoutNavigation() async throws {
        try await Self.check(
            Self.schema(#"<pushController name="fail"><screen/></pushController>"#), tag: "pushController", line: 4,
            column: 1, says: "navigation controller")
    }

    @Test("replaceRootController performed by a screen")
    func replaceRootByScreen() async throws {
        try await Self.check(
            Self.schema(root: "navigation", #"  <replaceRootController name="fail"><screen/></replaceRootController>"#),
            tag: "replaceRootController", line: 4, column: 3, says: "navigation controller")
    }

    /// `failureAction` is mandatory, so validation flags this schema; it runs all the same.
    @Test("loadSchema of a missing file without a failureAction")
    func loadMissingSchema() async throws {
        let folder = FileManager.default.temporaryDirectory
        try await Self.check(
            Self.schema(
                #"<loadSchema name="fail"><path>missing-\#(UUID()).xml</path><pushController/></loadSchema>"#),
            tag: "loadSchema", line: 4, column: 1, says: "no failureAction",
            fileLoader: SchemaFileLoader(baseFolder: folder),
            allowsSchemaErrors: true)
    }

    @Test("an image that is not in the asset folder")
    func missingImage() async throws {
        let assets = AssetFolder(url: Bundle.module.resourceURL!.appendingPathComponent("Fixtures/assets"))
        try await Self.check(
            Self.schema(
                root: "navigation",
                #"<pushController name="fail"><screen><title>Pushed</title><imageView>nowhere</imageView></screen></pushController>"#
            ), tag: "imageView", line: 4, column: 58, says: "nowhere", assets: assets)
    }

    @Test("a message loop is stopped with an error, not a stack overflow")
    func messageLoop() async throws {
        let harness = try await RuntimeHarness(
            Self.schema(
                #"<sendMessage name="fail"><message><name>fail</name><destinationType>self</destinationType></message></sendMessage>"#
            ), limits: RuntimeLimits(maximumMessageDepth: 16))
        try await harness.tap("Fail")
        // One loop, one error: it points at the message's sender (the button), and the rest of the event stops.
        let errors = await harness.issues.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("loop") == true)
        #expect(errors.first?.range?.start.line == 2)
        #expect(errors.first?.tag == "button")
        try await harness.tap("Works")
        #expect(try await harness.drainAlerts() == ["still working"])
    }

    @Test("a loop that branches (each action sends the message twice) is stopped by the per-event message budget")
    func branchingLoop() async throws {
        let send =
            #"<sendMessage><message><name>fail</name><destinationType>self</destinationType></message></sendMessage>"#
        let harness = try await RuntimeHarness(
            Self.schema(#"<multipleActions name="fail">\#(send)\#(send)</multipleActions>"#),
            limits: RuntimeLimits(maximumMessageDepth: 200, maximumMessagesPerTurn: 100))
        try await harness.tap("Fail")
        let errors = await harness.issues.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("more than 100 messages") == true)
        try await harness.tap("Works")
        #expect(try await harness.drainAlerts() == ["still working"])
    }

    @Test(
        "pushes and presentations beyond the stack limit are refused with an error, nothing shown; the session goes on",
        arguments: ["pushController", "presentController"])
    func stackDepth(action: String) async throws {
        let one = #"<\#(action)><screen><title>Deeper</title></screen></\#(action)>"#
        let harness = try await RuntimeHarness(
            Self.schema(
                root: "navigation", #"<multipleActions name="fail">\#(one)\#(one)\#(one)\#(one)</multipleActions>"#),
            limits: RuntimeLimits(maximumStackDepth: 3))
        try await harness.tap("Fail")
        let errors = await harness.issues.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("RuntimeLimits.maximumStackDepth") == true)
        #expect(errors.first?.tag == action)
        if action == "pushController" {
            // Three pushed screens over the root (a fourth was refused): three backs lead home.
            for _ in 0..<3 {
                #expect(await harness.snapshot.title == "Deeper")
                try await harness.send(.back)
            }
            #expect(await harness.snapshot.title == "Root")
        } else {
            // The window's layer and three presented screens.
            #expect(await harness.snapshot.window.children.count == 4)
        }
        // The session goes on: the next event works and reports nothing new.
        if action == "pushController" {
            try await harness.tap("Works")
            #expect(try await harness.drainAlerts() == ["still working"])
        }
        #expect(await harness.issues.filter { $0.severity == .error }.count == 1)
    }
}
