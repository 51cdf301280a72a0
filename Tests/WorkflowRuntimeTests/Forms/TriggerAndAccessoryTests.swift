import Testing
import WorkflowRuntime

@Suite("Forms: triggers and the accessory view (ORIGINALS 1.6.8, 1.11)", .timeLimit(.minutes(2)))
struct TriggerAndAccessoryTests {
    static let triggers = """
        <triggers>
          <trigger>
            <doesMatchRegularExpression><pattern>A</pattern><value><string keyPath="thing"/></value>
            </doesMatchRegularExpression>
            <successMessage>hasA</successMessage><failureMessage>hasNoA</failureMessage>
          </trigger>
        </triggers>
        """

    static func form(triggers: String = triggers, accessory: Bool = true) async throws -> FormHarness {
        try await FormHarness(
            """
            <textField name="thing"><placeholder>Thing</placeholder></textField>
            <textField name="other"><placeholder>Other</placeholder></textField>
            <switch name="flag"><accessibilityLabel>Flag</accessibilityLabel></switch>
            """,
            actions: """
                <sendMessage name="hasA">hasA</sendMessage>
                <sendMessage name="hasNoA">hasNoA</sendMessage>
                <sendMessage name="later">later</sendMessage>
                <sendMessage name="nested">nested</sendMessage>
                """,
            formParameters: triggers
                + (accessory
                    ? "<formAccessoryView><nextButtonTitle>Next</nextButtonTitle>"
                        + "<previousButtonTitle>Previous</previousButtonTitle></formAccessoryView>" : ""))
    }

    @Test("triggers fire before the form appears, with the form values")
    func firesOnAppear() async throws {
        let form = try await Self.form()
        #expect(form.messageNames == ["hasNoA"])
    }

    @Test("triggers fire when editing ends: not while typing, but on return, focus moves and switch changes")
    func firesAtEndOfEditing() async throws {
        let form = try await Self.form()
        try await form.type("an A", into: "thing")
        #expect(form.messageNames == ["hasNoA"], "typing does not end editing")
        try await form.harness.tap("Other")
        #expect(form.messageNames == ["hasNoA", "hasA"], "the focus moved: thing's editing ended")
        #expect(try form.userInfo(of: "hasA")["thing"] == "an A")
        try await form.send(.toggle(try await form.named("flag").id))
        #expect(form.messageNames.count == 3)
        try await form.send(.pressReturn(try await form.named("other").id))
        #expect(form.messageNames.suffix(2) == ["hasA", "submitted"], "return on the last input fires, then submits")
    }

    @Test("fixed bug: failureMessage is made when the trigger fires, in the form-value context")
    func failureMessageIsLazy() async throws {
        let form = try await Self.form(
            triggers: """
                <trigger>
                  <isPresent><value><string keyPath="never"/></value></isPresent>
                  <failureMessage><string keyPath="thing"/></failureMessage>
                </trigger>
                """)
        #expect(form.messageNames.isEmpty, "thing is empty: the failure message has no name yet")
        try await form.type("later", into: "thing")
        try await form.harness.tap("Other")
        #expect(form.messageNames == ["later"])
    }

    @Test("no condition counts as success; success and failure triggers nest")
    func nestedTriggers() async throws {
        let form = try await Self.form(
            triggers: """
                <trigger><successMessage>hasA</successMessage>
                  <successTriggers><trigger>
                    <isPresent><value><string keyPath="thing"/></value></isPresent>
                    <successMessage>nested</successMessage>
                    <failureTriggers><trigger><successMessage>later</successMessage></trigger></failureTriggers>
                  </trigger></successTriggers>
                </trigger>
                """)
        // Each root-delegate request runs on its own task, so their order of arrival is not fixed.
        #expect(form.messageNames.sorted() == ["hasA", "later"])
        try await form.type("x", into: "thing")
        try await form.harness.tap("Other")
        #expect(form.messageNames.sorted() == ["hasA", "hasA", "later", "nested"])
    }

    @Test("the accessory view shows while an input has the focus; Next, Previous and Done move and end it")
    func accessoryView() async throws {
        let form = try await Self.form()
        #expect(await form.harness.snapshot.activeElements.allSatisfy { $0.kind != .formAccessoryView })
        try await form.harness.tap("Thing")
        let accessory = try #require(await form.harness.snapshot.activeElements.first { $0.kind == .formAccessoryView })
        #expect(accessory.children.map(\.text) == ["Previous", "Next", "Done"])
        #expect(accessory.children.map(\.isEnabled) == [false, true, true])
        try await form.type("A", into: "thing")
        try await form.harness.tap("Next")
        #expect(await form.focused?.name == "other", "the switch cannot take the focus")
        #expect(form.messageNames.last == "hasA")
        let moved = try #require(await form.harness.snapshot.activeElements.first { $0.kind == .formAccessoryView })
        #expect(moved.children.map(\.isEnabled) == [true, false, true])
        await #expect(throws: EventError.self) { try await form.send(.tap(moved.children[1].id)) }
        try await form.harness.tap("Previous")
        #expect(await form.focused?.name == "thing")
        try await form.harness.tap("Done")
        #expect(await form.focused == nil)
        #expect(await form.harness.snapshot.activeElements.allSatisfy { $0.kind != .formAccessoryView })
        #expect(!form.messageNames.contains("submitted"), "Done does not submit")
    }

    @Test("Next skips inputs inside hidden views; a refused input keeps the focus")
    func nextSkipsHiddenAndValidates() async throws {
        let form = try await FormHarness(
            """
            <textField name="first"><placeholder>First</placeholder>
              <doesMatchRegularExpression><pattern>.</pattern><failureMessage>fill me</failureMessage>
              </doesMatchRegularExpression></textField>
            <container name="box"><hidden>YES</hidden>
              <textField name="hiddenField"><placeholder>Hidden</placeholder></textField></container>
            <textField name="last"><placeholder>Last</placeholder></textField>
            """,
            formParameters: "<formAccessoryView><nextButtonTitle>Next</nextButtonTitle>"
                + "<previousButtonTitle>Previous</previousButtonTitle></formAccessoryView>")
        try await form.harness.tap("First")
        try await form.harness.tap("Next")
        #expect(await form.focused?.name == "first")
        #expect(form.messageNames == ["refused"])
        #expect(try await form.named("first").validationMessage == "fill me")
        try await form.type("ok", into: "first")
        #expect(try await form.named("first").validationMessage == nil)
        try await form.harness.tap("Next")
        #expect(await form.focused?.name == "last")
    }
}
