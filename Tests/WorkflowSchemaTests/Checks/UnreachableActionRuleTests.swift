import Testing
import WorkflowSchema

@Suite("WFS0506: actions that nothing reaches", .timeLimit(.minutes(2)))
struct UnreachableActionRuleTests {
    func unreachable(_ xml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String] {
        let result = SchemaLoader().load(xml)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        let schema = try #require(result.schema, sourceLocation: sourceLocation)
        return SchemaChecker().check(schema).filter { $0.code == .unreachableAction }.map(\.message)
    }

    /// A navigation whose screen has a button sending `sent`; the navigation has `outer` actions,
    /// the screen `inner` ones.
    func navigation(sent: String = "tap", inner: String = "", outer: String, screenExtra: String = "") -> String {
        """
        <workflow><navigation><screen name="home"><title>S</title>\(screenExtra)
        <view><button><title>Go</title><message>\(sent)</message></button></view>
        <actions><showAlert name="tap">Tapped</showAlert>\(inner)</actions></screen>
        <actions>\(outer)</actions></navigation></workflow>
        """
    }

    @Test("an outer action that only a view's message would reach is reported, with its controller")
    func viewMessageStops() throws {
        let messages = try unreachable(navigation(outer: #"<showAlert name="tap">Never</showAlert>"#))
        #expect(messages.count == 1)
        #expect(messages.first?.contains("nothing sends 'tap' to this <navigation>") == true)
    }

    @Test(
        "reached: a child's sendMessage to its creator, a descendant message, lifecycle events, and self",
        arguments: [
            (
                inner: #"<sendMessage name="viewDidLoad">ready</sendMessage>"#,
                outer: #"<showAlert name="ready">R</showAlert>"#
            ),
            (inner: "", outer: #"<showAlert name="viewWillAppear">Shown</showAlert>"#),
            (
                inner:
                    #"<sendMessage name="tap2"><message><name>again</name><destinationType>self</destinationType></message></sendMessage><showAlert name="again">A</showAlert>"#,
                outer: ""
            ),
        ])
    func reached(inner: String, outer: String) throws {
        #expect(try unreachable(navigation(inner: inner, outer: outer)).filter { !$0.contains("'tap2'") }.isEmpty)
    }

    @Test("a message to a named descendant reaches it; a form's didSubmit and a table's didSelectCell are its own")
    func descendantsAndOwnNames() throws {
        let xml = """
            <workflow><navigation><screen><title>S</title>
            <view><container><form name="f"><textField name="t"><placeholder>T</placeholder></textField></form></container></view>
            <actions><sendMessage name="viewDidAppear"><message><name>check</name><destinationType>descendant</destinationType><destinationName>f</destinationName></message></sendMessage></actions>
            </screen></navigation></workflow>
            """
        #expect(try unreachable(xml).isEmpty)
        let withActions = xml.replacingOccurrences(
            of: #"<textField name="t">"#,
            with:
                #"<actions><showAlert name="check">C</showAlert><showAlert name="didSubmit">D</showAlert><showAlert name="other">O</showAlert></actions><textField name="t">"#
        )
        let messages = try unreachable(withActions)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("'other'") == true)
    }

    @Test("not judged: a controller that loads schemas, or holds one that forwards all its messages")
    func unknowable() throws {
        let load =
            #"<loadSchema name="viewDidLoad"><path>x.xml</path><pushController/><showAlert>F</showAlert></loadSchema>"#
        #expect(try unreachable(navigation(inner: load, outer: "")).isEmpty)
        #expect(
            try unreachable(
                navigation(
                    outer: #"<showAlert name="tap">Forwarded</showAlert>"#,
                    screenExtra: "<shouldForwardAllMessages>YES</shouldForwardAllMessages>")
            ).isEmpty)
    }
}
