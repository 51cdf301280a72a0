import Testing
import WorkflowSchema

/// WFS0201 for a child that is no parameter of its tag: a parameter of other tags is named as such,
/// with the tags that take it; a name that is nothing still gets its "did you mean".
@Suite("Loading: a parameter in the wrong place (WFS0201)")
struct MisplacedParameterTests {
    @Test("a parameter of other tags says which tags take it, sorted, at its start tag")
    func parameterOfOtherTags() throws {
        let result = load(
            """
            <workflow>
                <form>
                    <container>
                        <label><text>Terms</text><validations><isTrue/></validations></label>
                    </container>
                </form>
            </workflow>
            """)
        #expect(result.codes == ["WFS0201"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(
            diagnostic.message
                == "<label> has no parameter <validations>; it is a parameter of <datePicker>, <searchBar>, "
                + "<segmentedControl>, <slider>, <switch>, <textField> and <textView>")
        #expect(diagnostic.range.start.line == 4)
        #expect(diagnostic.range.start.column == 38)
        #expect(diagnostic.suggestion == nil, "no rename: a similarly spelt tag would mislead")
    }

    @Test("past seven tags, the first six are named and the rest counted")
    func manyTags() throws {
        let result = load(inContainer("<label><text>Hi</text><title>T</title></label>"))
        let message = try #require(result.diagnostics.first?.message)
        #expect(
            message
                == "<label> has no parameter <title>; it is a parameter of <actionButtonItem>, <barButtonItem>, "
                + "<button>, <cancelButtonItem>, <destructiveButtonItem>, <form> and 9 more")
    }

    @Test("a misplaced name close to a parameter of its tag suggests that parameter, never a tag")
    func misplacedButClose() throws {
        let far = load(inContainer("<slider><accessibilityLabel>S</accessibilityLabel><on>YES</on></slider>"))
        #expect(far.diagnostics.first?.message == "<slider> has no parameter <on>; it is a parameter of <switch>")
        #expect(far.diagnostics.first?.suggestion == nil)
        let close = load(inContainer("<switch><accessibilityLabel>S</accessibilityLabel><value>1</value></switch>"))
        let message = try #require(close.diagnostics.first?.message)
        #expect(message.hasPrefix("<switch> has no parameter <value>; it is a parameter of <"))
        #expect(message.hasSuffix("; did you mean <onValue>?"))
        #expect(close.diagnostics.first?.suggestion == "onValue")
    }

    @Test("a name that is nothing keeps its did-you-mean, and its suggestion")
    func misspelling() throws {
        let result = load(workflow("<screen><titel>Hello</titel></screen>"))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(
            diagnostic.message == "<screen> has no parameter <titel>, and <titel> is not a tag; did you mean <title>?")
        #expect(diagnostic.suggestion == "title")
    }

    @Test("switches, date pickers and segmented controls take validations, as a list or bare conditions")
    func controlsTakeValidations() throws {
        let result = load(
            inContainer(
                """
                <switch name="terms"><accessibilityLabel>Terms</accessibilityLabel>
                  <validations><isTrue><failureMessage>Accept the terms</failureMessage></isTrue></validations></switch>
                <datePicker name="day"><isPresent/></datePicker>
                <segmentedControl name="plan"><segment>A</segment><isPresent/><isTrue/></segmentedControl>
                """))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let views = try #require(result.object?.child("view")?[parameter: "views"]?.values)
        #expect(views.map { $0.element?[parameter: "validations"]?.values.count } == [1, 1, 2])
    }
}
