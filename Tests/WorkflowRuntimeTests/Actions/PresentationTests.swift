import Testing
import WorkflowRuntime

@Suite("Actions: presentController, dismissController, replaceRootController", .timeLimit(.minutes(2)))
struct PresentationTests {
    @Test("a presented controller covers the screen; its own dismissController takes it away")
    func presentAndDismiss() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><screen><title>Root</title>
            <container><button><title>Present</title><message>present</message></button></container>
            <presentController name="present"><navigation><screen><title>Modal</title>
                <container><button><title>Close</title><message>close</message></button></container>
                <dismissController name="close"/>
            </screen></navigation></presentController>
            </screen></navigation></workflow>
            """)
        try await harness.tap("Present")
        let presented = await harness.snapshot
        #expect(presented.title == "Modal")
        #expect(presented.window.children.count == 2, "the root layer stays under the presented one")
        #expect(!presented.activeElements.contains { $0.shows("Present") })
        try await harness.tap("Close")
        #expect(await harness.snapshot.title == "Root")
        #expect(await harness.snapshot.window.children.count == 1)
    }

    @Test("the presenter's dismissController dismisses what it presented (a message forwarded to it)")
    func presenterDismisses() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><screen><title>Root</title>
            <container><button><title>Present</title><message>present</message></button></container>
            <presentController name="present"><screen><title>Modal</title>
                <container><button><title>Done</title><message>done</message></button></container>
                <sendMessage name="done">finished</sendMessage>
            </screen></presentController>
            <dismissController name="finished"/>
            </screen></navigation></workflow>
            """)
        try await harness.tap("Present")
        try await harness.tap("Done")
        #expect(await harness.snapshot.title == "Root")
        #expect(await harness.issues.filter { $0.severity == .error } == [])
    }

    @Test("the person's dismiss closes the presented screen; with nothing presented, or an alert up, it is refused")
    func personDismisses() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><screen><title>Root</title>
            <container><button><title>Present</title><message>present</message></button></container>
            <presentController name="present"><navigation><screen><title>Modal</title>
                <container><button><title>Warn</title><message>warn</message></button></container>
                <showAlert name="warn">Careful</showAlert>
            </screen></navigation></presentController>
            </screen></navigation></workflow>
            """)
        await #expect(throws: EventError.self) { try await harness.send(.dismiss) }
        try await harness.tap("Present")
        try await harness.tap("Warn")
        await #expect(throws: EventError.self) { try await harness.send(.dismiss) }
        #expect(await harness.snapshot.title == "Modal")
        try await harness.tap("OK")
        try await harness.send(.dismiss)
        #expect(await harness.snapshot.title == "Root")
        #expect(await harness.snapshot.window.children.count == 1)
    }

    @Test("dismissController with nothing presented is an error, and the session goes on")
    func dismissNothing() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><screen><title>Root</title>
            <container><button><title>Close</title><message>close</message></button></container>
            <dismissController name="close"/>
            </screen></navigation></workflow>
            """)
        try await harness.tap("Close")
        let error = try #require(await harness.issues.first { $0.severity == .error })
        #expect(error.tag == "dismissController")
        #expect(error.range?.start.line == 3)
        #expect(await harness.snapshot.title == "Root")
    }

    @Test("replaceRootController performed by a navigation controller replaces its whole stack")
    // The pushed screen passes its button's message to its pusher (the first screen), which passes it on to the
    // navigation controller.
    func replaceRoot() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation>
            <screen><title>First</title>
                <container><button><title>Push</title><message>push</message></button></container>
                <pushController name="push"><screen><title>Second</title>
                    <container><button><title>Replace</title><message>replace</message></button></container>
                    <sendMessage name="replace">replace</sendMessage>
                </screen></pushController>
                <sendMessage name="replace">replace</sendMessage>
            </screen>
            <replaceRootController name="replace"><screen><title>New root</title></screen></replaceRootController>
            </navigation></workflow>
            """)
        try await harness.tap("Push")
        #expect(await harness.snapshot.title == "Second")
        try await harness.tap("Replace")
        let snapshot = await harness.snapshot
        #expect(snapshot.title == "New root")
        #expect(!snapshot.activeElements.contains { $0.kind == .backButton }, "the new root is alone in the stack")
    }
}
