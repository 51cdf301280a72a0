import Testing
import WorkflowRuntime

@Suite("Messages: the delegate destination", .timeLimit(.minutes(2)))
struct DelegateDestinationTests {
    @Test("a screen's message goes to its container, the navigation controller")
    func screenToContainer() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation>
            <screen><title>Root</title>
            <container><button><title>Ask</title><message>ask</message></button></container>
            <sendMessage name="ask">question</sendMessage>
            </screen>
            <showAlert name="question">navigation answered</showAlert>
            </navigation></workflow>
            """)
        try await harness.tap("Ask")
        #expect(try await harness.drainAlerts() == ["navigation answered"])
    }

    @Test("a pushed screen's screenShouldPop reaches the screen that pushed it, whose popController pops back to it")
    func pushedScreenToPusher() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation>
            <screen><title>Root</title>
            <container><button><title>To A</title><message>push</message></button></container>
            <pushController name="push"><screen><title>A</title>
              <container><button><title>To B</title><message>push</message></button></container>
              <pushController name="push"><screen><title>B</title>
                <container><button><title>Pop me</title><message>popMe</message></button></container>
                <sendMessage name="popMe">screenShouldPop</sendMessage>
              </screen></pushController>
              <popController name="screenShouldPop"/>
            </screen></pushController>
            <showAlert name="screenShouldPop">the root screen got it</showAlert>
            </screen>
            <showAlert name="screenShouldPop">the navigation controller got it</showAlert>
            </navigation></workflow>
            """)
        try await harness.tap("To A")
        try await harness.tap("To B")
        #expect(await harness.snapshot.title == "B")
        try await harness.tap("Pop me")
        #expect(try await harness.drainAlerts() == [])
        #expect(await harness.snapshot.title == "A")
        #expect(await harness.issues == [])
    }
}
