import Testing
import WorkflowRuntime

@Suite("Controls: updateViews (ORIGINALS 1.6.6, UpdatingViews)", .timeLimit(.minutes(2)))
struct UpdateViewsTests {
    static func schema(_ actions: String) -> String {
        """
        <workflow><screen>
        <container>
            <label name="theLabel">Press a button!</label>
            <button name="theButton"><title>Go</title><message>go</message></button>
            <textField name="theField"><placeholder>Name</placeholder></textField>
            <imageView name="theImage">first</imageView>
        </container>
        \(actions)
        </screen></workflow>
        """
    }

    @Test("sets a label's text, a button's title, a text field's placeholder and text")
    func setsParameters() async throws {
        let harness = try await RuntimeHarness(
            Self.schema(
                """
                <multipleActions name="go">
                    <updateViews><viewNames>theLabel</viewNames><parameterName>text</parameterName><value>Pressed</value></updateViews>
                    <updateViews><viewNames>theButton</viewNames><parameterName>title</parameterName><value>Again</value></updateViews>
                    <updateViews><viewNames>theField</viewNames><parameterName>placeholder</parameterName><value>Surname</value></updateViews>
                    <updateViews><viewNames>theField</viewNames><parameterName>text</parameterName><value>Smith</value></updateViews>
                </multipleActions>
                """))
        try await harness.tap("Go")
        let elements = await harness.snapshot.activeElements
        #expect(elements.first { $0.name == "theLabel" }?.text == "Pressed")
        #expect(elements.first { $0.name == "theButton" }?.text == "Again")
        let field = try #require(elements.first { $0.name == "theField" })
        #expect(field.detail == "Surname")
        #expect(field.value == "Smith")
        #expect(await harness.issues.isEmpty)
    }

    @Test("hidden hides every named view; the value is made lazily in the action context")
    func hiddenAndLazyValue() async throws {
        let harness = try await RuntimeHarness(
            Self.schema(
                """
                <multipleActions name="go">
                    <storeValue><name>greeting</name><value>Hello from the context</value></storeValue>
                    <updateViews><viewNames>theLabel</viewNames><parameterName>text</parameterName><value><string keyPath="greeting"/></value></updateViews>
                    <updateViews><viewNames>theButton</viewNames><viewNames>theImage</viewNames><parameterName>hidden</parameterName><value>YES</value></updateViews>
                </multipleActions>
                """))
        try await harness.tap("Go")
        #expect(await harness.labels() == ["Hello from the context"])
        let kinds = await harness.snapshot.activeElements.map(\.kind)
        #expect(!kinds.contains(.button))
        #expect(!kinds.contains(.image))
    }

    @Test("a parameter the view does not have, or a value of the wrong type, is an error at the action's position")
    func errors() async throws {
        let harness = try await RuntimeHarness(
            Self.schema(
                """
                <multipleActions name="go">
                    <updateViews><viewNames>theImage</viewNames><parameterName>text</parameterName><value>x</value></updateViews>
                </multipleActions>
                """))
        try await harness.tap("Go")
        let issues = await harness.issues.filter { $0.severity == .error }
        let issue = try #require(issues.first)
        #expect(
            issue.message.hasPrefix("Could not set parameter text on view with class imageView"), "\(issue.message)")
        #expect(issue.range?.start.line == 9)
        #expect(issue.tag == "updateViews")
        #expect(await harness.labels() == ["Press a button!"])
    }
}
