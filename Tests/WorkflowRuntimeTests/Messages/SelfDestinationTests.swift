import Testing
import WorkflowRuntime

@Suite("Messages: the self destination", .timeLimit(.minutes(2)))
struct SelfDestinationTests {
    @Test("the same controller performs the message, not its creator")
    func sameController() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation>
            <screen><title>Example</title>
            <container><button><title>Example button</title><message>tapped</message></button></container>
            <sendMessage name="tapped"><message><name>inner</name><destinationType>self</destinationType></message>
            </sendMessage>
            <showAlert name="inner">Message received and understood!</showAlert>
            </screen>
            <showAlert name="inner">the navigation controller performed it</showAlert>
            </navigation></workflow>
            """)
        try await harness.tap("Example button")
        #expect(try await harness.drainAlerts() == ["Message received and understood!"])
        #expect(await harness.issues == [])
    }
}
