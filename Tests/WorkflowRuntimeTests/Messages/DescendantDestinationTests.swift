import Testing
import WorkflowRuntime
import WorkflowTestSupport

@Suite("Messages: the descendant destination", .timeLimit(.minutes(2)))
struct DescendantDestinationTests {
    static let schema = """
        <workflow><navigation>
        <screen><title>Root</title>
        <container>
          <button><title>Ping</title><message>ping</message></button>
          <button><title>Ping nobody</title><message>pingNobody</message></button>
          <screen name="target"><title>First</title>
            <container><screen name="target"><title>Nested</title><showAlert name="hello">nested</showAlert></screen>
            </container>
            <showAlert name="hello">first</showAlert>
          </screen>
          <screen name="target"><title>Last</title><showAlert name="hello">last</showAlert></screen>
        </container>
        <sendMessage name="ping"><message><name>hello</name><destinationType>descendant</destinationType>
          <destinationName>target</destinationName></message></sendMessage>
        <sendMessage name="pingNobody"><message><name>hello</name><destinationType>descendant</destinationType>
          <destinationName>nobody</destinationName></message></sendMessage>
        </screen></navigation></workflow>
        """

    @Test("the last descendant in depth-first order among those named the same performs the message")
    func lastDepthFirstMatch() async throws {
        let harness = try await RuntimeHarness(Self.schema)
        #expect(await harness.texts().contains("Nested"))
        try await harness.tap("Ping")
        #expect(try await harness.drainAlerts() == ["last"])
    }

    @Test("no matching descendant: sendMessage fails with an error at its position, and the session goes on")
    func noMatch() async throws {
        let delegate = TestRootDelegate()
        let harness = try await RuntimeHarness(Self.schema, rootDelegate: delegate)
        try await harness.tap("Ping nobody")
        #expect(try await harness.drainAlerts() == [])
        let issue = try #require(await harness.issues.first)
        #expect(issue.severity == .error)
        #expect(issue.message.contains("'hello'") && issue.message.contains("nobody"))
        #expect(issue.tag == "sendMessage")
        #expect(issue.range?.start.line == 15)
        #expect(issue.range?.start.column == 1)
        #expect(try await delegate.waitForReports() == [issue])
        try await harness.tap("Ping")
        #expect(try await harness.drainAlerts() == ["last"])
    }
}
