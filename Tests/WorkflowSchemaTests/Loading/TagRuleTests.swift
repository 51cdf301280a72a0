import Testing
import WorkflowSchema

@Suite("Loading: per-tag rules")
struct TagRuleTests {
    @Test("buttons need a title or an accessibility label; an image's label counts")
    func buttons() {
        #expect(load(inContainer("<button><message>m</message></button>")).codes == ["WFS0301"])
        #expect(load(inContainer("<button><accessibilityLabel>Go</accessibilityLabel></button>")).diagnostics.isEmpty)
        #expect(
            load(
                inContainer("<button><image><name>i</name><accessibilityLabel>Go</accessibilityLabel></image></button>")
            ).diagnostics.isEmpty)
    }

    @Test("inputs without an accessible name: a warning with a name attribute, an error without")
    func accessibleNames() {
        let named = load(inContainer("<textField name=\"user\"/>"))
        #expect(named.codes == ["WFS0306"])
        #expect(named.diagnostics.first?.severity == .warning)
        let anonymous = load(inContainer("<textField/>"))
        #expect(anonymous.codes == ["WFS0306"])
        #expect(anonymous.diagnostics.first?.severity == .error)
        #expect(load(inContainer("<textField><placeholder>Name</placeholder></textField>")).diagnostics.isEmpty)
    }

    @Test("switches take both onValue and offValue or neither")
    func switches() {
        let half = load(inContainer("<switch><accessibilityLabel>s</accessibilityLabel><onValue>1</onValue></switch>"))
        #expect(half.codes == ["WFS0303"])
        #expect(
            load(
                inContainer(
                    "<switch><accessibilityLabel>s</accessibilityLabel><onValue>1</onValue><offValue>0</offValue></switch>"
                )
            ).diagnostics.isEmpty)
    }

    @Test("a detail disclosure message goes with the detail disclosure accessory only")
    func tableCells() {
        func table(_ cell: String) -> String { workflow("<table><tableSection>\(cell)</tableSection></table>") }
        #expect(
            load(table("<tableCell><text>a</text><detailDisclosureMessage>m</detailDisclosureMessage></tableCell>"))
                .codes == ["WFS0305"])
        #expect(
            load(
                table(
                    "<tableCell><text>a</text><accessoryType>detailDisclosureIndicatorButton</accessoryType></tableCell>"
                )
            ).codes == ["WFS0305"])
        #expect(
            load(
                table(
                    "<tableCell><text>a</text><accessoryType>detailDisclosureIndicatorButton</accessoryType><detailDisclosureMessage>m</detailDisclosureMessage></tableCell>"
                )
            ).diagnostics.isEmpty)
    }

    @Test("table cells accept gestures (the original lost that default by a bug)")
    func tableCellGestures() {
        let result = load(
            workflow(
                "<table><tableSection><tableCell>a<tapGesture><message>m</message></tapGesture></tableCell></tableSection></table>"
            ))
        #expect(result.diagnostics.isEmpty)
    }

    @Test("action sheets need two buttons")
    func actionSheets() {
        #expect(
            load(
                workflow(
                    "<screen><showActionSheet name=\"a\"><cancelButtonItem>Cancel</cancelButtonItem></showActionSheet></screen>"
                )
            ).codes == ["WFS0304"])
        #expect(
            load(
                workflow(
                    "<screen><showActionSheet name=\"a\"><cancelButtonItem>Cancel</cancelButtonItem><destructiveButtonItem><title>Delete</title><message>d</message></destructiveButtonItem></showActionSheet></screen>"
                )
            ).diagnostics.isEmpty)
    }

    @Test("bar button items have exactly one of title, image, system item")
    func barButtonItems() {
        func screen(_ item: String) -> String { workflow("<screen><toolbarItems>\(item)</toolbarItems></screen>") }
        #expect(
            load(screen("<barButtonItem><title>Go</title><systemItem>done</systemItem></barButtonItem>")).codes == [
                "WFS0302"
            ])
        #expect(load(screen("<barButtonItem><style>plain</style></barButtonItem>")).codes == ["WFS0301"])
        #expect(
            load(screen("<barButtonItem><systemItem>flexibleSpace</systemItem></barButtonItem>")).diagnostics.isEmpty)
    }

    @Test("tab bar items need a title or an image (not both, as the original required)")
    func tabBarItems() {
        #expect(load(workflow("<screen><tabBarItem><title>T</title></tabBarItem></screen>")).diagnostics.isEmpty)
        #expect(
            load(workflow("<screen><tabBarItem><badgeValue>1</badgeValue></tabBarItem></screen>")).codes == ["WFS0301"])
    }

    @Test("regular expressions must compile")
    func regularExpressions() {
        let bad = load(
            inContainer(
                "<textField><placeholder>p</placeholder><doesMatchRegularExpression>[a-</doesMatchRegularExpression></textField>"
            ))
        #expect(bad.codes == ["WFS0307"])
    }

    @Test("strings need a key or a value, and a table only with a key")
    func strings() {
        #expect(
            load(workflow("<screen><title><string><table>T</table></string></title></screen>")).codes.sorted() == [
                "WFS0301", "WFS0305",
            ])
        #expect(
            load(workflow("<screen><title><string><key>k</key><table>T</table></string></title></screen>")).diagnostics
                .isEmpty)
    }

    @Test("a template may give an action sheet any number of buttons; an empty name is no name")
    func dynamicValues() {
        let sheet = load(
            workflow(
                """
                <screen><showActionSheet name="a"><actionButtonItem keyPath="buttons"><template><actionButtonItem><title>T</title><message>m</message></actionButtonItem></template></actionButtonItem></showActionSheet></screen>
                """))
        #expect(sheet.diagnostics.isEmpty)
        let unnamed = load(inContainer("<slider name=\"\"/>"))
        #expect(unnamed.codes == ["WFS0306"])
        #expect(unnamed.diagnostics.first?.severity == .error)
    }
}
