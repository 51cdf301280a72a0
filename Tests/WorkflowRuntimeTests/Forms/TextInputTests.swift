import Testing
import WorkflowRuntime

@Suite(
    "Forms: text fields and text views (ORIGINALS 1.18, TextFieldUnitTests, TextViewUnitTests)", .timeLimit(.minutes(2))
)
struct TextInputTests {
    @Test("a text field shows its name, text and placeholder; the placeholder is its label")
    func textFieldBasics() async throws {
        let form = try await FormHarness(
            #"<textField name="Test"><text>Some text</text><placeholder>A placeholder</placeholder></textField>"#)
        let field = try await form.named("Test")
        #expect(field.kind == .textField)
        #expect(field.value == "Some text")
        #expect(field.detail == "A placeholder")
        #expect(field.label == "A placeholder")
        #expect(field.validationMessage == nil)
        #expect(try await form.submit() == "submitted")
        #expect(try form.userInfo(of: "submitted")["Test"] == "Some text")
    }

    @Test("implicit and explicit validations behave alike, mixed with other parameters")
    func implicitAndExplicitValidations() async throws {
        let implicit = """
            <textField name="field"><placeholder>Field</placeholder>
            <doesMatchRegularExpression><pattern>.</pattern><failureMessage>empty</failureMessage>
            </doesMatchRegularExpression>
            <isEqual><otherValue>other</otherValue><failureMessage>not other</failureMessage></isEqual>
            </textField>
            """
        let explicit = """
            <textField name="field"><validations>
            <doesMatchRegularExpression><pattern>.</pattern><failureMessage>empty</failureMessage>
            </doesMatchRegularExpression>
            <isEqual><otherValue>other</otherValue><failureMessage>not other</failureMessage></isEqual>
            </validations><placeholder>Field</placeholder><text></text></textField>
            """
        for inputs in [implicit, explicit] {
            let form = try await FormHarness(inputs)
            #expect(try await form.submit() == "refused")
            #expect(try form.userInfo(of: "refused")["failureMessage"] == "empty")
            #expect(try await form.named("field").validationMessage == "empty")
            try await form.type("something", into: "field")
            #expect(try await form.submit() == "refused")
            #expect(try form.userInfo(of: "refused")["failureMessage"] == "not other")
            #expect(try await form.named("field").validationMessage == "not other")
            try await form.type("other", into: "field")
            #expect(try await form.named("field").validationMessage == nil, "cleared once the value passes")
            #expect(try await form.submit() == "submitted")
        }
    }

    @Test("a text field needs a placeholder or an accessibility label")
    func textFieldNeedsAName() {
        #expect(
            schemaErrors(
                "<workflow><form><textField><accessibilityLabel>L</accessibilityLabel></textField></form></workflow>"
            ).isEmpty)
        #expect(!schemaErrors("<workflow><form><textField><text>x</text></textField></form></workflow>").isEmpty)
    }

    @Test("tapping a text field focuses it; typing replaces its text")
    func focusAndTyping() async throws {
        let form = try await FormHarness(
            #"<textField name="a"><placeholder>A</placeholder></textField><textField name="b"><placeholder>B</placeholder></textField>"#
        )
        #expect(await form.focused == nil)
        try await form.harness.tap("A")
        #expect(await form.focused?.name == "a")
        try await form.type("typed", into: "b")
        #expect(await form.focused?.name == "b")
        #expect(try await form.named("b").value == "typed")
    }

    @Test("a text view shows its text, takes validations and gives its text as form value")
    func textView() async throws {
        let form = try await FormHarness(
            """
            <textView name="notes"><accessibilityLabel>Notes</accessibilityLabel><text>Hello</text>
            <dataDetectorTypes>phoneNumber,address</dataDetectorTypes>
            <doesMatchRegularExpression><pattern>^Hello$</pattern><failureMessage>say hello</failureMessage>
            </doesMatchRegularExpression></textView>
            """)
        let view = try await form.named("notes")
        #expect(view.kind == .textView)
        #expect(view.value == "Hello")
        #expect(view.label == "Notes")
        #expect(view.isEnabled)
        #expect(try await form.submit() == "submitted")
        #expect(try form.userInfo(of: "submitted")["notes"] == "Hello")
        try await form.type("Goodbye", into: "notes")
        #expect(await form.focused?.name == "notes")
        #expect(try await form.submit() == "refused")
        #expect(try form.userInfo(of: "refused")["failureMessage"] == "say hello")
        #expect(await form.harness.issues.isEmpty)
    }

    @Test("return in a text view starts a new line; it never moves the form on")
    func textViewReturn() async throws {
        let form = try await FormHarness(
            #"<textView name="notes"><accessibilityLabel>Notes</accessibilityLabel></textView><textField name="after"><placeholder>After</placeholder></textField>"#
        )
        try await form.type("one", into: "notes")
        try await form.send(.pressReturn(try await form.named("notes").id))
        #expect(try await form.named("notes").value == "one\n")
        #expect(await form.focused?.name == "notes")
        #expect(form.messageNames.isEmpty)
    }

    @Test("a text view with editable NO shows its text, is disabled and refuses text")
    func textViewNotEditable() async throws {
        let form = try await FormHarness(
            #"<textView name="notes"><accessibilityLabel>Notes</accessibilityLabel><text>Fixed</text><editable>NO</editable></textView>"#
        )
        let view = try await form.named("notes")
        #expect(!view.isEnabled)
        await #expect(throws: EventError.self) { try await form.send(.enterText(view.id, text: "changed")) }
        #expect(try await form.named("notes").value == "Fixed")
    }

    @Test("a text view needs an accessibility label")
    func textViewNeedsALabel() {
        #expect(!schemaErrors("<workflow><form><textView><text>x</text></textView></form></workflow>").isEmpty)
    }
}
