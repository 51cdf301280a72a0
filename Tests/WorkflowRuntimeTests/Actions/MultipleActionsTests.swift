import Testing
import WorkflowRuntime

@Suite("Actions: multipleActions", .timeLimit(.minutes(2)))
struct MultipleActionsTests {
    static func harness(steps: String) async throws -> RuntimeHarness {
        try await RuntimeHarness(
            """
            <workflow><navigation><screen><title>Root</title>
            <container><button><title>Run</title><message>run</message></button></container>
            <sendMessage name="run">
              <message><name>steps</name><destinationType>self</destinationType></message>
              <showAlert name="success">result: success</showAlert>
              <showAlert name="failure">result: failure</showAlert>
            </sendMessage>
            <multipleActions name="steps">\(steps)</multipleActions>
            </screen></navigation></workflow>
            """)
    }

    @Test("all actions run in order, each in the previous result's context")
    func runsAllInOrder() async throws {
        let harness = try await Self.harness(
            steps: """
                <showAlert>one</showAlert>
                <storeValue><transient>YES</transient><name>word</name><value>two</value></storeValue>
                <showAlert><message><string keyPath="word"/></message></showAlert>
                <showAlert>three</showAlert>
                """)
        try await harness.tap("Run")
        #expect(try await harness.drainAlerts() == ["one", "two", "three", "result: success"])
    }

    @Test("the first failure stops the sequence, and the result is that failure")
    func stopsAtFirstFailure() async throws {
        let harness = try await Self.harness(
            steps: """
                <showAlert>one</showAlert>
                <sendMessage><message><name>x</name><destinationType>descendant</destinationType>
                  <destinationName>missing</destinationName></message></sendMessage>
                <showAlert>never</showAlert>
                """)
        try await harness.tap("Run")
        #expect(try await harness.drainAlerts() == ["one", "result: failure"])
        #expect(await harness.issues.map(\.severity) == [.error])
    }
}
