import Testing
import WorkflowSchema

@Suite("wfs validate --fix: safe renames", .timeLimit(.minutes(2)))
struct SafeFixesTests {
    /// `text` after one round of safe fixes, and the codes fixed.
    func fixed(_ text: String) -> (text: String, codes: [DiagnosticCode]) {
        let fixes = SafeFixes()
        let edits = fixes.edits(for: SchemaLoader().load(text).diagnostics, in: text)
        return (fixes.apply(edits, to: text), edits.map(\.diagnostic.code))
    }

    @Test("a misspelt parameter is renamed in its start and end tags; a misspelt attribute and enumeration word too")
    func renames() {
        let text = """
            <workflow><screen nmae="s"><titel>Start</titel><view><label><text>Hi</text>
            <swipeGesture><direction>lef</direction><message>m</message></swipeGesture></label></view>
            <actions><showAlert name="m">Swiped</showAlert></actions></screen></workflow>
            """
        let (result, codes) = fixed(text)
        #expect(codes.contains(.unknownParameter))
        #expect(codes.contains(.unknownAttribute))
        #expect(codes.contains(.invalidEnumerationValue))
        #expect(result.contains(#"<screen name="s"><title>Start</title>"#))
        #expect(result.contains("<direction>left</direction>"))
        #expect(!SchemaLoader().load(result).hasErrors)
    }

    @Test("a misspelt root tag is fixed, and what it hid is fixed in the next round")
    func rounds() {
        let text = "<workflow><navigaton><screen><titel>A</titel></screen></navigaton></workflow>"
        let first = fixed(text)
        #expect(first.text == "<workflow><navigation><screen><titel>A</titel></screen></navigation></workflow>")
        let second = fixed(first.text)
        #expect(second.text == "<workflow><navigation><screen><title>A</title></screen></navigation></workflow>")
        #expect(fixed(second.text).codes.isEmpty)
    }

    @Test(
        "nothing is fixed without a suggestion, in a document that is not well-formed, or when it would change meaning")
    func unsafe() {
        #expect(fixed("<workflow><screen><zzzzzz>A</zzzzzz></screen></workflow>").codes.isEmpty)
        #expect(fixed("<workflow><screen><titel>A</title></screen></workflow>").codes.isEmpty)
        // A message whose action name is near: which of the two was meant is a person's call.
        let message = """
            <workflow><screen><view><button><title>Go</title><message>saveProfile</message></button></view>
            <actions><showAlert name="saveProfil">Saved</showAlert></actions></screen></workflow>
            """
        let diagnostics = SchemaChecker().check(SchemaLoader().load(message).schema!)
        #expect(diagnostics.first?.suggestion == "saveProfil")
        #expect(SafeFixes().edits(for: diagnostics, in: message).isEmpty)
    }
}
