import Testing
import WorkflowRuntime

@Suite(.timeLimit(.minutes(2))) struct SmokeTests {
    @Test func alertOnTap() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><screen><title>Example</title>
            <container><label>Example label</label>
            <button><title>Example button</title><message>exampleButtonTapped</message></button></container>
            <showAlert name="exampleButtonTapped">Example button tapped!</showAlert>
            </screen></navigation></workflow>
            """)
        #expect(await harness.snapshot.title == "Example")
        #expect(await harness.texts().contains("Example label"))
        try await harness.tap("Example button")
        let alert = try #require(await harness.snapshot.alert)
        #expect(alert.detail == "Example button tapped!")
        #expect(alert.children.map(\.text) == ["OK"])
        try await harness.tap("OK")
        #expect(await harness.snapshot.alert == nil)
    }
}
