import Testing
import WorkflowSchema

@Suite("WFS0500: a message from a view that its controller cannot handle", .timeLimit(.minutes(2)))
struct UnhandledMessageRuleTests {
    /// The whole-schema diagnostics of `xml`, which must load without errors.
    func check(_ xml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Diagnostic] {
        let result = SchemaLoader().load(xml)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        let schema = try #require(result.schema, sourceLocation: sourceLocation)
        return SchemaChecker(rules: [UnhandledMessageRule()]).check(schema)
    }

    /// A screen whose button sends `message`, with `actions` (inside <actions>) and `extra` parameters.
    func screen(message: String, actions: String, extra: String = "", tag: String = "screen") -> String {
        """
        <workflow>
        <\(tag)>\(extra)
        <view><button><title>Go</title><message>\(message)</message></button></view>
        <actions>\(actions)</actions>
        </\(tag)>
        </workflow>
        """
    }

    @Test(
        "the original README's second button: a warning on the message's line, noting the screen and the outer action")
    func readmeCase() throws {
        let xml = """
            <workflow>
            <navigation>
            <screen>
            <view><button><title>Two</title><message>twoTapped</message></button></view>
            <actions><showAlert name="oneTapped">One</showAlert></actions>
            </screen>
            <actions><showAlert name="twoTapped">Two</showAlert></actions>
            </navigation>
            </workflow>
            """
        let diagnostics = try check(xml)
        #expect(diagnostics.count == 1)
        let warning = try #require(diagnostics.first)
        #expect(warning.code == .unhandledMessage)
        #expect(warning.severity == .warning)
        #expect(warning.range.start.line == 4)
        #expect(warning.range.start.column == 42)
        #expect(warning.message.contains("<screen> has no action named 'twoTapped'"))
        #expect(warning.notes.map(\.range.start.line) == [3, 2])
        #expect(warning.notes.last?.message.contains("move the action into the <screen>") == true)
        #expect(warning.suggestion == nil, "the action is further out: no rename is suggested")
    }

    @Test("a near action name is suggested")
    func typo() throws {
        let diagnostics = try check(
            screen(message: "saveProfile", actions: #"<showAlert name="saveProfil">Saved</showAlert>"#))
        #expect(diagnostics.map(\.code) == [.unhandledMessage])
        #expect(diagnostics.first?.suggestion == "saveProfil")
    }

    @Test(
        "handled or not judged: a named action, an unnamed action, a proxy action, a form's submit, forwarding, the root delegate",
        arguments: [
            (message: "go", actions: #"<showAlert name="go">Go</showAlert>"#, extra: "", tag: "screen"),
            (message: "go", actions: #"<showAlert>Anything</showAlert>"#, extra: "", tag: "screen"),
            (message: "go", actions: #"<showAlert keyPath="handlers"/>"#, extra: "", tag: "screen"),
            (message: "submit", actions: "", extra: "", tag: "form"),
            (
                message: "go", actions: "", extra: "<shouldForwardAllMessages>YES</shouldForwardAllMessages>",
                tag: "screen"
            ),
            (
                message: "<message><name>go</name><destinationType>rootDelegate</destinationType></message>",
                actions: "",
                extra: "",
                tag: "screen"
            ),
        ])
    func notReported(message: String, actions: String, extra: String, tag: String) throws {
        #expect(try check(screen(message: message, actions: actions, extra: extra, tag: tag)).isEmpty)
    }

    @Test("alert buttons, gestures and bar buttons are senders too; a pushed screen receives its own views' messages")
    func otherSenders() throws {
        let xml = """
            <workflow>
            <navigation>
            <screen>
            <navigationItem><rightBarButtonItem><barButtonItem><title>Edit</title><message>edit</message></barButtonItem></rightBarButtonItem></navigationItem>
            <view><label><text>Hi</text><tapGesture><message>hi</message></tapGesture></label></view>
            <actions>
            <showAlert name="edit"><message>Sure?</message><cancelButtonItem><title>No</title><message>cancelled</message></cancelButtonItem></showAlert>
            <pushController name="hi"><screen>
            <view><button><title>Deeper</title><message>deeper</message></button></view>
            </screen></pushController>
            </actions>
            </screen>
            </navigation>
            </workflow>
            """
        let diagnostics = try check(xml)
        #expect(diagnostics.map(\.range.start.line) == [7, 9])
        #expect(diagnostics.map(\.message).allSatisfy { $0.contains("so this message does nothing") })
        #expect(diagnostics[0].message.contains("'cancelled'"))
        #expect(diagnostics[1].message.contains("'deeper'"))
    }
}
