import Testing
import WorkflowRuntime

@Suite("Snapshot: title precedences (ORIGINALS 1.18)", .timeLimit(.minutes(2)))
struct PrecedenceTests {
    @Test("a tab bar item's title beats the screen title; without one, the screen title is used")
    func tabTitles() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><tabs>
            <screen><title>Screen 1</title></screen>
            <screen><title>Screen 2</title><tabBarItem><title>Item 2</title><image>first</image></tabBarItem></screen>
            </tabs></workflow>
            """)
        let tabs = await harness.snapshot.activeElements.filter { $0.kind == .tab }
        #expect(tabs.map(\.text) == ["Screen 1", "Item 2"])
        #expect(tabs.map(\.image) == [nil, "first"])
    }

    @Test("a screen title beats its navigation item's title; without one, the item's title is used")
    func screenTitles() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation>
            <screen><title>Screen title</title><navigationItem><title>Item title</title></navigationItem>
            <container><button><title>Push</title><message>push</message></button></container>
            <pushController name="push"><screen><navigationItem><title>Only item</title></navigationItem></screen>
            </pushController>
            </screen></navigation></workflow>
            """)
        #expect(await harness.snapshot.title == "Screen title")
        try await harness.tap("Push")
        #expect(await harness.snapshot.title == "Only item")
    }

    @Test("the back button shows the previous screen's backBarButtonItem, else its title")
    func backButton() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation>
            <screen><title>One</title>
            <container><button><title>Next</title><message>next</message></button></container>
            <pushController name="next"><screen><title>Two</title>
              <navigationItem><backBarButtonItem>S2</backBarButtonItem></navigationItem>
              <container><button><title>Next</title><message>next</message></button></container>
              <pushController name="next"><screen><title>Three</title></screen></pushController>
            </screen></pushController>
            </screen></navigation></workflow>
            """)
        func back() async -> String? {
            await harness.snapshot.activeElements.first { $0.kind == .backButton }?.text
        }
        #expect(await back() == nil)
        try await harness.tap("Next")
        #expect(await back() == "One")
        try await harness.tap("Next")
        #expect(await back() == "S2")
        try await harness.send(.back)
        #expect(await harness.snapshot.title == "Two")
    }
}
