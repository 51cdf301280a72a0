import Testing
import WorkflowSchema

@Suite("WFS0501–0503: shadowed actions, unknown descendants and view names", .timeLimit(.minutes(2)))
struct NameRuleTests {
    func check(_ xml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Diagnostic] {
        let result = SchemaLoader().load(xml)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        let rules: [any SchemaRule] = [WildcardShadowRule(), DescendantDestinationRule(), ViewNameRule()]
        return SchemaChecker(rules: rules).check(try #require(result.schema, sourceLocation: sourceLocation))
    }

    @Test("an unnamed action shadows every action after it, in a controller and in sendMessage's results")
    func shadowed() throws {
        let xml = """
            <workflow><screen><title>S</title>
            <view><button><title>Go</title><message>go</message></button></view>
            <actions>
            <sendMessage name="go"><message>ask</message><showAlert>Any</showAlert><showAlert name="success">Yes</showAlert></sendMessage>
            <showAlert>Anything</showAlert>
            <showAlert name="later">Never</showAlert>
            <showAlert>Also never</showAlert>
            </actions></screen></workflow>
            """
        let diagnostics = try check(xml).filter { $0.code == .shadowedAction }
        #expect(diagnostics.map(\.range.start.line) == [4, 6, 7])
        #expect(diagnostics[0].message.contains("the action 'success' never runs") == true)
        #expect(diagnostics[0].message.contains("every result first") == true)
        #expect(diagnostics[1].message.contains("the action 'later' never runs") == true)
        #expect(diagnostics[2].message.contains("this <showAlert> never runs") == true)
        #expect(diagnostics.allSatisfy { $0.notes.count == 1 })
    }

    @Test("an unnamed action at the end of the list shadows nothing")
    func wildcardLast() throws {
        let xml = """
            <workflow><screen><title>S</title>
            <actions><showAlert name="viewDidLoad">Hi</showAlert><showAlert>Anything else</showAlert></actions>
            </screen></workflow>
            """
        #expect(try check(xml).isEmpty)
    }

    /// A screen holding a form named `orderForm` and a label named `status`, with `action` among its actions.
    func screen(_ action: String, extra: String = "") -> String {
        """
        <workflow><screen><title>S</title>
        <view><container><label name="status">Ready</label>\(extra)<form name="orderForm"><textField name="q"><placeholder>Q</placeholder></textField></form></container></view>
        <actions>\(action)</actions></screen></workflow>
        """
    }

    func descendant(_ name: String) -> String {
        """
        <sendMessage name="viewDidAppear"><message><name>submit</name><destinationType>descendant</destinationType><destinationName>\(name)</destinationName></message></sendMessage>
        """
    }

    @Test("a descendant name that no controller has is a warning on the name, with a near one")
    func unknownDescendant() throws {
        let diagnostics = try check(screen(descendant("orderFrom")))
        #expect(diagnostics.map(\.code) == [.unknownDescendant])
        #expect(diagnostics.first?.range.start.line == 3)
        #expect(diagnostics.first?.suggestion == "orderForm")
        #expect(try check(screen(descendant("orderForm"))).isEmpty)
        // A controller that comes from outside the file may carry the name: not judged.
        #expect(try check(screen(descendant("orderFrom"), extra: #"<form keyPath="loaded"/>"#)).isEmpty)
    }

    @Test("a view name that no view has is a warning on the name, with a near one")
    func unknownViewName() throws {
        for tag in ["showViews", "hideViews"] {
            let diagnostics = try check(screen("<\(tag) name=\"viewDidLoad\">statuss</\(tag)>"))
            #expect(diagnostics.map(\.code) == [.unknownViewName])
            #expect(diagnostics.first?.suggestion == "status")
            #expect(diagnostics.first?.message.contains("<\(tag)> changes nothing") == true)
        }
        let update = """
            <updateViews name="viewDidLoad"><viewNames>status</viewNames><parameterName>text</parameterName><value>Done</value></updateViews>
            """
        #expect(try check(screen(update)).isEmpty)
        #expect(
            try check(screen("<showViews name=\"viewDidLoad\">gone</showViews>", extra: #"<label keyPath="more"/>"#))
                .isEmpty)
    }
}
