import Testing
import WorkflowRuntime

/// Validations of switches, date pickers and segmented controls: an extension of the original,
/// which gave these inputs none (ORIGINALS 1.11). They refuse a submit as text fields do.
@Suite("Forms: validations of switches, date pickers and segmented controls (extension)", .timeLimit(.minutes(2)))
struct ControlValidationTests {
    /// A form whose `didNotSubmit` shows the failure message in an alert, and `didSubmit` "Signed up".
    static func alertingForm(_ inputs: String) async throws -> RuntimeHarness {
        try await RuntimeHarness(
            """
            <workflow><form>
            <container>\(inputs)<button><title>Submit</title><message>submit</message></button></container>
            <actions>
              <showAlert name="didSubmit">Signed up</showAlert>
              <showAlert name="didNotSubmit"><message><string keyPath="failureMessage"/></message></showAlert>
            </actions>
            </form></workflow>
            """)
    }

    /// The element named `name` on screen.
    static func named(_ name: String, in harness: RuntimeHarness) async throws -> SnapshotElement {
        try #require(await harness.snapshot.activeElements.first { $0.name == name }, "nothing named '\(name)'")
    }

    static let terms = """
        <switch name="terms"><accessibilityLabel>I accept the terms</accessibilityLabel>
          <validations><isTrue><failureMessage>Accept the terms to sign up</failureMessage></isTrue></validations>
        </switch>
        """

    @Test("a required switch refuses the submit while off, with its failure message, and lets it through when on")
    func requiredSwitch() async throws {
        let harness = try await Self.alertingForm(Self.terms)
        #expect(try await Self.named("terms", in: harness).hasValidations)
        try await harness.tap("Submit")
        #expect(try await harness.drainAlerts() == ["Accept the terms to sign up"])
        #expect(try await Self.named("terms", in: harness).validationMessage == "Accept the terms to sign up")
        try await harness.send(.toggle(try await Self.named("terms", in: harness).id))
        #expect(
            try await Self.named("terms", in: harness).validationMessage == nil,
            "the refusal goes once the switch is on")
        try await harness.tap("Submit")
        #expect(try await harness.drainAlerts() == ["Signed up"])
    }

    @Test("a switch with onValue and offValue is validated against those values; a bare condition is a validation")
    func switchValues() async throws {
        let harness = try await Self.alertingForm(
            """
            <switch name="plan"><accessibilityLabel>Yearly</accessibilityLabel>
              <onValue>yearly</onValue><offValue>monthly</offValue>
              <isEqual><otherValue>yearly</otherValue><failureMessage>Only yearly plans are left</failureMessage></isEqual>
            </switch>
            """)
        try await harness.tap("Submit")
        #expect(try await harness.drainAlerts() == ["Only yearly plans are left"])
        try await harness.send(.setValue(try await Self.named("plan", in: harness).id, value: "on"))
        try await harness.tap("Submit")
        #expect(try await harness.drainAlerts() == ["Signed up"])
    }

    @Test("a date picker's validations see its date")
    func datePicker() async throws {
        let harness = try await Self.alertingForm(
            """
            <datePicker name="day"><accessibilityLabel>Day</accessibilityLabel><date>2029-12-31</date>
              <validations>
                <doesMatchRegularExpression><pattern>^2030-</pattern><failureMessage>Pick a day in 2030</failureMessage>
                </doesMatchRegularExpression>
              </validations>
            </datePicker>
            """)
        try await harness.tap("Submit")
        #expect(try await harness.drainAlerts() == ["Pick a day in 2030"])
        #expect(try await Self.named("day", in: harness).validationMessage == "Pick a day in 2030")
        try await harness.send(.setValue(try await Self.named("day", in: harness).id, value: "2030-01-01"))
        #expect(try await Self.named("day", in: harness).validationMessage == nil)
        try await harness.tap("Submit")
        #expect(try await harness.drainAlerts() == ["Signed up"])
    }

    @Test("a segmented control's value is the selected index, null when none is; isPresent requires a choice")
    func segmentedControl() async throws {
        let form = try await FormHarness(
            """
            <segmentedControl name="plan"><accessibilityLabel>Plan</accessibilityLabel>
              <segment>Monthly</segment><segment>Yearly</segment>
              <isPresent><failureMessage>Choose a plan</failureMessage></isPresent>
            </segmentedControl>
            """)
        #expect(try await form.named("plan").hasValidations)
        #expect(try await form.submit() == "refused")
        #expect(try form.userInfo(of: "refused")["failureMessage"] == "Choose a plan")
        #expect(try await form.named("plan").validationMessage == "Choose a plan")
        try await form.harness.tap("Yearly")
        #expect(try await form.named("plan").validationMessage == nil, "the refusal goes once a segment is chosen")
        #expect(try await form.submit() == "submitted")
        #expect(try form.userInfo(of: "submitted")["plan"] == .number(1))
    }

    @Test("a segmented control's choice ends its editing: the form's triggers fire")
    func segmentFiresTriggers() async throws {
        let form = try await FormHarness(
            """
            <segmentedControl name="plan"><accessibilityLabel>Plan</accessibilityLabel>
              <segment>Monthly</segment><segment>Yearly</segment></segmentedControl>
            """,
            actions: #"<sendMessage name="yearly">yearly</sendMessage><sendMessage name="other">other</sendMessage>"#,
            formParameters: """
                <triggers><trigger>
                  <isEqual><value><number keyPath="plan"/></value><otherValue>1</otherValue></isEqual>
                  <successMessage>yearly</successMessage><failureMessage>other</failureMessage>
                </trigger></triggers>
                """)
        #expect(form.messageNames == ["other"])
        try await form.harness.tap("Yearly")
        #expect(form.messageNames == ["other", "yearly"])
    }

    @Test("the first input refused is the first in the document, whatever its kind")
    func documentOrder() async throws {
        let name = """
            <textField name="userName"><placeholder>Name</placeholder>
              <isPresent><failureMessage>Enter your name</failureMessage></isPresent></textField>
            """
        let plan = """
            <segmentedControl name="plan"><accessibilityLabel>Plan</accessibilityLabel><segment>Monthly</segment>
              <isPresent><failureMessage>Choose a plan</failureMessage></isPresent></segmentedControl>
            """
        for (inputs, first) in [
            (Self.terms + name + plan, "Accept the terms to sign up"),
            (name + Self.terms + plan, "Enter your name"),
            (plan + name + Self.terms, "Choose a plan"),
            ("<container>" + plan + "</container>" + Self.terms, "Choose a plan"),
        ] {
            let harness = try await Self.alertingForm(inputs)
            try await harness.tap("Submit")
            #expect(try await harness.drainAlerts() == [first])
        }
    }

    @Test("an input inside another's parameters comes after it (a date picker as a text field's inputView)")
    func nestedInputAfterItsHolder() async throws {
        let harness = try await Self.alertingForm(
            """
            <textField name="when"><placeholder>When</placeholder>
              <inputView><datePicker name="picker"><accessibilityLabel>Day</accessibilityLabel>
                <date>2029-12-31</date>
                <doesMatchRegularExpression><pattern>^2030-</pattern><failureMessage>Pick a day in 2030</failureMessage>
                </doesMatchRegularExpression>
              </datePicker></inputView>
              <isPresent><failureMessage>Say when</failureMessage></isPresent>
            </textField>
            """)
        try await harness.tap("Submit")
        #expect(try await harness.drainAlerts() == ["Say when"])
    }
}
