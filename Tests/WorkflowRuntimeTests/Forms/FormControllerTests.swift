import Testing
import WorkflowRuntime

@Suite("Forms: the form controller (ORIGINALS 1.18, FormControllerUnitTests)", .timeLimit(.minutes(2)))
struct FormControllerTests {
    static let fields = """
        <textField name="username"><placeholder>Username</placeholder>
          <isPresent><failureMessage>Please enter a username</failureMessage></isPresent></textField>
        <textField name="password"><placeholder>Password</placeholder><secureTextEntry>YES</secureTextEntry>
          <isPresent><failureMessage>Please enter a password</failureMessage></isPresent></textField>
        <textField><placeholder>Confirm</placeholder>
          <isEqual><otherValue><string keyPath="password"/></otherValue></isEqual></textField>
        """

    @Test("implicit and explicit view; the three text fields take the focus in order")
    func viewAndInputs() async throws {
        for view in ["<container>\(Self.fields)</container>", "<view><container>\(Self.fields)</container></view>"] {
            let harness = try await RuntimeHarness("<workflow><form>\(view)</form></workflow>")
            let snapshot = await harness.snapshot
            #expect(snapshot.window.children.first?.kind == .form)
            #expect(snapshot.activeElements.filter { $0.kind == .textField }.count == 3)
            try await harness.tap("Username")
            var order: [String?] = []
            for _ in 0..<3 {
                let focused = await harness.snapshot.activeElements.first { $0.isSelected }
                order.append(focused?.detail)
                try await harness.send(.enterText(try #require(focused).id, text: "x"))
                try await harness.send(.pressReturn(try #require(focused).id))
            }
            #expect(order == ["Username", "Password", "Confirm"])
        }
    }

    @Test("a form without a view is an error")
    func formNeedsAView() {
        #expect(!schemaErrors("<workflow><form><title>T</title></form></workflow>").isEmpty)
    }

    @Test("didSubmit → sendMessage test carries the form values; duplicate names give a list")
    func submitCarriesFormValues() async throws {
        let form = try await FormHarness(
            """
            <textField name="thing1"><placeholder>1</placeholder><text>value1</text></textField>
            <textField name="thing2"><placeholder>2</placeholder><text>value2</text></textField>
            <textField name="thing3"><placeholder>3a</placeholder><text>value3a</text></textField>
            <textField name="thing3"><placeholder>3b</placeholder><text>value3b</text></textField>
            <container><textField name="thing3"><placeholder>3c</placeholder><text>value3c</text></textField></container>
            <textField><placeholder>unnamed</placeholder><text>ignored</text></textField>
            """)
        #expect(try await form.submit() == "submitted")
        let values = try form.userInfo(of: "submitted")
        #expect(values["thing1"] == "value1")
        #expect(values["thing2"] == "value2")
        #expect(values["thing3"] == ["value3a", "value3b", "value3c"])
        #expect(!values.values.contains("ignored"))
    }

    @Test("the validation sequence: username, password, the isEqual against the password, then didSubmit")
    func validationSequence() async throws {
        // didNotSubmit and didSubmit forward "refused" and "submitted" to the root delegate.
        let form = try await FormHarness(Self.fields)
        #expect(try await form.submit() == "refused")
        #expect(try form.userInfo(of: "refused")["failureMessage"] == "Please enter a username")
        #expect(await form.focused?.name == "username", "the failing input takes the focus")
        try await form.type("user", into: "username")
        #expect(try await form.submit() == "refused")
        #expect(try form.userInfo(of: "refused")["failureMessage"] == "Please enter a password")
        #expect(try await form.named("username").validationMessage == nil)
        #expect(try await form.named("password").validationMessage == "Please enter a password")
        try await form.type("secret", into: "password")
        #expect(try await form.submit() == "refused")
        #expect(try form.userInfo(of: "refused")["failureMessage"] == nil)
        let confirm = try await form.element("Confirm")
        #expect(confirm.validationMessage != nil, "a refusal without a failureMessage still shows")
        try await form.send(.enterText(confirm.id, text: "secret"))
        #expect(try await form.submit() == "submitted")
        #expect(await form.focused == nil, "a successful submit ends editing")
    }

    @Test("return validates the input it leaves; return on the last input submits")
    func returnKey() async throws {
        let form = try await FormHarness(Self.fields)
        try await form.harness.tap("Username")
        try await form.send(.pressReturn(try await form.named("username").id))
        #expect(form.messageNames == ["refused"])
        #expect(await form.focused?.name == "username", "the focus stays on the refused input")
        #expect(try await form.named("username").validationMessage == "Please enter a username")
        try await form.type("user", into: "username")
        try await form.send(.pressReturn(try await form.named("username").id))
        #expect(await form.focused?.name == "password")
        try await form.type("pw", into: "password")
        try await form.send(.pressReturn(try await form.named("password").id))
        let confirm = try await form.element("Confirm")
        #expect(confirm.isSelected)
        try await form.send(.enterText(confirm.id, text: "pw"))
        try await form.send(.pressReturn(confirm.id))
        #expect(form.messageNames.last == "submitted")
        #expect(try form.userInfo(of: "submitted")["password"] == "pw")
    }

    @Test("forms perform no lifecycle actions")
    func noLifecycleActions() async throws {
        let form = try await FormHarness(
            #"<textField name="a"><placeholder>A</placeholder></textField>"#,
            actions:
                #"<sendMessage name="viewDidLoad">loaded</sendMessage><sendMessage name="viewWillAppear">appearing</sendMessage>"#
        )
        #expect(form.messageNames.isEmpty)
    }
}
