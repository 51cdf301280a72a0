import Testing
import WorkflowSchema

@Suite("Loading: parameter grouping and checking (ORIGINALS.md 1.4)")
struct GroupingTests {
    @Test("the three equivalent README forms load to equal trees")
    func readmeForms() throws {
        let schemas = try Fixtures.xmlFiles(in: "readme").map { url in
            let result = SchemaLoader().load(contentsOf: url)
            #expect(result.diagnostics.isEmpty, "\(url.lastPathComponent): \(result.diagnostics)")
            return try #require(result.schema)
        }
        #expect(schemas.count == 3)
        #expect(schemas[0] == schemas[1])
        #expect(schemas[1] == schemas[2])
        let screen = try #require(schemas[0].object?.child("viewControllers"))
        #expect(screen.parameters.map(\.name) == ["title", "view", "actions"])
        let changed = load(
            try String(contentsOf: Fixtures.xmlFiles(in: "readme")[0], encoding: .utf8)
                .replacingOccurrences(of: "Example label", with: "Another label"))
        #expect(changed.schema != schemas[0])
    }

    @Test("a bare object tries its tag name first, then the default for its type")
    func candidateOrder() throws {
        let result = load(
            workflow(
                """
                <screen><loadSchema name="l">
                  <path>p.xml</path>
                  <presentController><screen keyPath="schema"/></presentController>
                  <showAlert>Failed</showAlert>
                </loadSchema></screen>
                """))
        #expect(result.diagnostics.isEmpty)
        let action = try #require(result.object?.child("actions"))
        #expect(action.parameters.map(\.name) == ["path", "successAction", "failureAction"])
        #expect(action.child("successAction")?.tag == "presentController")
        let tabs = load(workflow("<screen><tabBarItem><title>T</title></tabBarItem><title>S</title></screen>"))
        #expect(tabs.object?.parameters.map(\.name) == ["tabBarItem", "title"])
    }

    @Test("enumerations, bitmasks, numbers and booleans are checked")
    func formats() throws {
        let bad = load(
            workflow("<table><style>groupd</style><tableSection><tableCell>x</tableCell></tableSection></table>"))
        #expect(bad.codes == ["WFS0205"])
        #expect(bad.diagnostics.first?.suggestion == "grouped")
        let flags = load(
            inContainer(
                "<textView><accessibilityLabel>t</accessibilityLabel><dataDetectorTypes>phoneNumber,address</dataDetectorTypes></textView>"
            ))
        #expect(flags.diagnostics.isEmpty)
        let badFlag = load(
            inContainer(
                "<textView><accessibilityLabel>t</accessibilityLabel><dataDetectorTypes>phoneNumber,adress</dataDetectorTypes></textView>"
            ))
        #expect(badFlag.codes == ["WFS0206"])
        #expect(badFlag.diagnostics.first?.suggestion == "address")
        let number = load(inContainer("<slider><accessibilityLabel>s</accessibilityLabel><value>lots</value></slider>"))
        #expect(number.codes == ["WFS0217"])
        let comma = load(inContainer("<slider><accessibilityLabel>s</accessibilityLabel><value>-2,25</value></slider>"))
        #expect(comma.diagnostics.isEmpty)
        let boolean = load(inContainer("<label><hidden>maybe</hidden>x</label>"))
        #expect(boolean.codes == ["WFS0218"])
        #expect(boolean.diagnostics.first?.severity == .warning)
    }

    @Test("a second value for a single parameter is an error with a note; lists accumulate")
    func reassignment() throws {
        let twice = load(inContainer("<label><text>a</text><text>b</text></label>"))
        #expect(twice.codes == ["WFS0207"])
        #expect(twice.diagnostics.first?.notes.count == 1)
        let list = load(inContainer("<label>a</label><label>b</label><button>c</button>"))
        #expect(list.diagnostics.isEmpty)
        #expect(list.object?.child("view")?[parameter: "views"]?.values.count == 3)
    }

    @Test("missing mandatory parameters, wrong types and unexpected objects")
    func mandatoryAndTypes() {
        #expect(load(workflow("<screen><showAlert name=\"a\"/></screen>")).codes == ["WFS0208"])
        #expect(load(workflow("<navigation><viewControllers/></navigation>")).codes == ["WFS0208"])
        #expect(load(workflow("<screen><title><label>x</label></title></screen>")).codes == ["WFS0202"])
        // A mandatory parameter written with a refused value is one problem, not two.
        let refused = load(
            workflow(
                "<screen><loadSchema name=\"l\"><path>a.xml</path><successAction><showAlert>Hi</showAlert>"
                    + "</successAction><failureAction><showAlert>No</showAlert></failureAction></loadSchema></screen>"))
        #expect(refused.codes == ["WFS0202"])
        #expect(
            load(workflow("<screen><tabBarItem><label>x</label></tabBarItem></screen>")).codes == [
                "WFS0301", "WFS0204",
            ])
        let unknown = load(workflow("<screen><showAlert name=\"a\"><mesage>Hi</mesage></showAlert></screen>"))
        #expect(unknown.codes == ["WFS0201"])
        #expect(unknown.diagnostics.first?.suggestion == "message")
    }

    @Test("proxies keep their default and template; conditionals their condition and values")
    func structural() throws {
        let proxy = load(
            workflow(
                """
                <table><tableSection keyPath="sections" valueName="cells">
                  <default><tableSection><tableCell>None</tableCell></tableSection></default>
                  <template><tableSection><tableCell>Row</tableCell></tableSection></template>
                </tableSection></table>
                """))
        #expect(proxy.diagnostics.isEmpty)
        guard case .proxy(let description) = proxy.object?.child("sections")?.role else {
            Issue.record("not a proxy")
            return
        }
        #expect(description.keyPath == "sections" && description.valueName == "cells")
        #expect(description.defaultValues.count == 1 && description.template?.count == 1)
        #expect(load(workflow("<screen><label keyPath=\"k\"><text>x</text></label></screen>")).codes == ["WFS0215"])
        #expect(load(workflow("<screen><label keyPath=\"k\" valueName=\"v\"/></screen>")).codes == ["WFS0220"])

        let conditional = load(
            inContainer(
                """
                <label conditional="yes"><isTrue><value>1</value></isTrue>
                  <successValue><label>Yes</label></successValue><failureValue><label>No</label></failureValue></label>
                """))
        #expect(conditional.diagnostics.isEmpty)
        guard case .conditional(let choice) = conditional.object?.child("view")?.child("views")?.role else {
            Issue.record("not a conditional")
            return
        }
        #expect(choice.condition?.tag == "isTrue")
        #expect(choice.successValues.first?.element?.text("text") == "Yes")
        #expect(choice.failureValues.first?.element?.text("text") == "No")
        #expect(
            load(inContainer("<label conditional=\"yes\"><successValue><label>Y</label></successValue></label>")).codes
                == ["WFS0216"])
    }

    @Test("all 17 examples of the original project load with no errors", arguments: Fixtures.originalNames)
    func originals(name: String) throws {
        let result = SchemaLoader().load(contentsOf: Fixtures.folder("originals").appendingPathComponent(name))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.schema?.object?.type.isSubtype(of: .controller) == true)
    }

    @Test("a missing file or a directory is a diagnostic, not a crash")
    func unreadable() {
        let missing = SchemaLoader().load(contentsOf: Fixtures.folder("originals").appendingPathComponent("nope.xml"))
        #expect(missing.codes == ["WFS0900"])
        #expect(SchemaLoader().load(contentsOf: Fixtures.folder("originals")).codes == ["WFS0900"])
    }

    @Test("a parameter given twice is an error whichever copy is empty, reported at the second tag")
    func emptyRepeats() throws {
        let later = load(workflow("<screen>\n<title>A</title>\n<title/></screen>"))
        #expect(later.codes == ["WFS0207"])
        #expect(later.diagnostics.first?.range.start.line == 4)  // `workflow()` adds a first line
        #expect(load(workflow("<screen><title/><title>A</title></screen>")).codes == ["WFS0207"])
    }

    @Test("numbers are decimal numbers: not words, nan, infinities or hexadecimal, also inside <number>")
    func strictNumbers() {
        for text in ["abc", "nan", "inf", "0x10", String(repeating: "9", count: 400), "1.2.3"] {
            #expect(
                load(inContainer("<label><numberOfLines>\(text)</numberOfLines>x</label>")).codes == ["WFS0217"],
                "\(text)")
        }
        #expect(
            load(inContainer("<label><numberOfLines><number>abc</number></numberOfLines>x</label>")).codes == [
                "WFS0217"
            ])
        #expect(load(inContainer("<label><numberOfLines>-1.5e3</numberOfLines>x</label>")).diagnostics.isEmpty)
        #expect(load(inContainer("<label><hidden><bool>maybe</bool></hidden>x</label>")).codes == ["WFS0218"])
    }

    @Test("structural tags of proxies and conditionals are given once")
    func repeatedStructuralTags() {
        let proxy = load(
            workflow(
                """
                <table><tableSection keyPath="rows"><template><tableSection/></template><template><tableSection/></template></tableSection></table>
                """))
        #expect(proxy.codes == ["WFS0207"])
    }

    @Test("a misplaced object names the parameter tags that would take it")
    func misplacedObjects() throws {
        let text = try #require(load(workflow("<screen><string key=\"k\">Title</string></screen>")).diagnostics.first)
        #expect(text.code == .unexpectedObject && text.message.hasSuffix("put it inside <title>"))
        let proxy = try #require(load(inContainer("<object keyPath=\"o\"/>")).diagnostics.first)
        #expect(proxy.code == .unexpectedObject && proxy.message.contains("a proxy has its tag's type"))
    }
}

@Suite("Loading: proxy candidates of a single-value parameter (ORIGINALS.md 1.4)")
struct ProxyCandidateTests {
    @Test("two keyPath proxies for one single-value parameter load: the runtime picks the one that finds a value")
    func twoProxies() throws {
        let result = load(
            inContainer(#"<label><text><string keyPath="a"/><string keyPath="b"/></text></label>"#))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let label = try #require(result.object?.child("view")?.child("views"))
        #expect(label.tag == "label")
        #expect(label[parameter: "text"]?.values.count == 2)
    }

    @Test("a proxy and one plain value are candidates too; two plain values are still WFS0207")
    func plainValues() {
        let mixed = load(inContainer(#"<label><text><string keyPath="a"/>fallback</text></label>"#))
        #expect(mixed.diagnostics.isEmpty, "\(mixed.diagnostics)")
        let plain = load(inContainer("<label><text>a</text><text>b</text></label>"))
        #expect(plain.diagnostics.map(\.code) == [.reassignedParameter])
        let plainAndProxies = load(
            inContainer(#"<label><text>a</text><text><string keyPath="x"/></text><text>b</text></label>"#))
        #expect(plainAndProxies.diagnostics.map(\.code) == [.reassignedParameter])
    }
}
