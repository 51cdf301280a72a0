import Testing
import WorkflowRuntime

@Suite("Actions: matching messages to actions", .timeLimit(.minutes(2)))
struct ActionMatchingTests {
    static func harness(actions: String) async throws -> RuntimeHarness {
        try await RuntimeHarness(
            """
            <workflow><navigation><screen><title>Root</title>
            <container>
              <button><title>A</title><message>a</message></button>
              <button><title>B</title><message>b</message></button>
            </container>
            \(actions)
            </screen></navigation></workflow>
            """)
    }

    @Test("the action named like the message is performed")
    func namedMatch() async throws {
        let harness = try await Self.harness(
            actions: #"<showAlert name="a">did a</showAlert><showAlert name="b">did b</showAlert>"#)
        try await harness.tap("B")
        try await harness.tap("OK")
        try await harness.tap("A")
        #expect(try await harness.drainAlerts() == ["did a"])
    }

    @Test("an unnamed action is a wildcard: it shadows later named actions, and catches lifecycle events")
    func wildcardShadows() async throws {
        let harness = try await Self.harness(
            actions:
                #"<showAlert name="a">did a</showAlert><showAlert>wildcard</showAlert><showAlert name="b">did b</showAlert>"#
        )
        // viewDidLoad, viewWillAppear and viewDidAppear all match the wildcard.
        #expect(try await harness.drainAlerts() == ["wildcard", "wildcard", "wildcard"])
        try await harness.tap("A")
        #expect(try await harness.drainAlerts() == ["did a"])
        try await harness.tap("B")
        #expect(try await harness.drainAlerts() == ["wildcard"])
    }

    @Test("an unmatched message gives a warning and the session goes on")
    func unmatchedMessage() async throws {
        let harness = try await Self.harness(actions: #"<showAlert name="a">did a</showAlert>"#)
        try await harness.tap("B")
        let issues = await harness.issues
        #expect(issues.count == 1)
        #expect(issues.first?.severity == .warning)
        #expect(issues.first?.message.contains("has no action named 'b'") == true)
        try await harness.tap("A")
        #expect(try await harness.drainAlerts() == ["did a"])
    }
}
