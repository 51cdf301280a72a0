import Testing
import WorkflowRuntime

@Suite("Errors: focus, hidden inputs, table views and events that must not apply", .timeLimit(.minutes(2)))
struct ReviewRegressionTests {
    static let accessory = """
        <formAccessoryView><nextButtonTitle>Next</nextButtonTitle><previousButtonTitle>Previous</previousButtonTitle></formAccessoryView>
        """

    @Test("the focus leaves an input whose form leaves the screen")
    func focusLeavesWithItsForm() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><form><title>One</title>
            <container><textField name="a"><placeholder>A</placeholder></textField>
            <button><title>Push</title><message>push</message></button></container>
            <pushController name="push"><screen><title>Two</title></screen></pushController>
            </form></navigation></workflow>
            """)
        try await harness.tap("A")
        #expect(await harness.snapshot.activeElements.first { $0.detail == "A" }?.isSelected == true)
        try await harness.tap("Push")
        try await harness.send(.back)
        #expect(await harness.snapshot.activeElements.first { $0.detail == "A" }?.isSelected == false)
    }

    @Test("Next skips inputs inside a hidden container, a table's search bar included")
    func nextSkipsHiddenTableInputs() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><form>
            <container><textField name="c"><placeholder>C</placeholder></textField>
              <container name="box"><hidden>YES</hidden><table><tableHeaderView><searchBar><placeholder>Find</placeholder></searchBar></tableHeaderView>
                <sections><tableSection><tableCell>Row</tableCell></tableSection></sections></table></container>
            </container>
            \(Self.accessory)
            </form></workflow>
            """)
        try await harness.tap("C")
        let next = try #require(await harness.snapshot.activeElements.first { $0.text == "Next" })
        #expect(!next.isEnabled, "the search bar is hidden: there is nowhere to go next")
    }

    @Test("updateViews performed by a table reaches its header view")
    func updateViewsInTable() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><table><title>T</title>
            <tableHeaderView><label name="header">Header text</label></tableHeaderView>
            <sections><tableSection><tableCell>Row</tableCell></tableSection></sections>
            <updateViews name="didSelectCell"><viewNames>header</viewNames><parameterName>text</parameterName><value>Changed</value></updateViews>
            </table></navigation></workflow>
            """)
        try await harness.tap("Row")
        #expect(await harness.labels().contains("Changed"))
    }

    @Test("a burst of taps stops quietly when a later tap no longer applies")
    func tapBurstStopsQuietly() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><form><container>
              <textField><placeholder>A</placeholder></textField><textField><placeholder>B</placeholder></textField>
            </container>\(Self.accessory)</form></workflow>
            """)
        try await harness.tap("A")
        let next = try await harness.id("Next")
        try await harness.send(.taps(next, count: 3))
        #expect(await harness.snapshot.activeElements.first { $0.detail == "B" }?.isSelected == true)
    }

    @Test("return, tapAccessory and out-of-range segment indexes are refused or reported")
    func refusedEvents() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><form><container>
              <switch><accessibilityLabel>Toggle</accessibilityLabel></switch>
              <segmentedControl><segment>Zero</segment><segment>One</segment><selectedSegmentIndex>5000000000</selectedSegmentIndex></segmentedControl>
              <searchBar><placeholder>Find</placeholder><scopeButtonItems>
                <actionButtonItem><title>All</title><message>all</message></actionButtonItem>
                <actionButtonItem><title>Some</title><message>some</message></actionButtonItem>
              </scopeButtonItems></searchBar>
            </container></form></workflow>
            """)
        let toggle = try await harness.id("Toggle")
        await #expect(throws: EventError.self) { try await harness.session.send(.pressReturn(toggle)) }
        let scope = try await harness.id("Some")
        await #expect(throws: EventError.self) { try await harness.session.send(.tapAccessory(scope)) }
        let warning = await harness.issues.first { $0.message.contains("selectedSegmentIndex 5000000000") }
        #expect(warning?.severity == .warning)
    }
}
