import Testing
import WorkflowSchema

@Suite("Loading: object or parameter (ORIGINALS.md 1.3)")
struct ClassificationTests {
    @Test("<message> is a parameter inside <button>: its text is the value")
    func messageInButton() throws {
        let result = load(inContainer("<button><title>Go</title><message>didTap</message></button>"))
        #expect(result.diagnostics.isEmpty)
        let button = try #require(result.object?.child("view")?.child("views"))
        #expect(button.tag == "button")
        #expect(button.text("message") == "didTap")
        #expect(button.parameters.map(\.name) == ["title", "message"])
    }

    @Test("<message> is an object inside <sendMessage>")
    func messageInSendMessage() throws {
        let result = load(
            workflow(
                "<screen><sendMessage name=\"a\"><message><name>b</name><destinationType>self</destinationType></message></sendMessage></screen>"
            ))
        #expect(result.diagnostics.isEmpty)
        let message = try #require(result.object?.child("actions")?.child("message"))
        #expect(message.tag == "message")
        #expect(message.text("name") == "b")
        #expect(message.text("destinationType") == "self")
    }

    @Test("<image> is an object inside <button> but a parameter inside <tapGesture>")
    func imageByParent() throws {
        let button = load(
            inContainer(
                "<button><image><name>first</name><accessibilityLabel>First</accessibilityLabel></image></button>"))
        #expect(button.diagnostics.isEmpty)
        #expect(button.object?.child("view")?.child("views")?.child("image")?.tag == "image")
        let gesture = load(
            inContainer("<label><tapGesture><message>m</message><image>first</image></tapGesture></label>"))
        #expect(gesture.codes == ["WFS0204"])
    }

    @Test("an abstract tag without keyPath is a parameter named after it; with keyPath, a proxy")
    func abstractTags() throws {
        let view = load(workflow("<screen><view><label>x</label></view></screen>"))
        #expect(view.diagnostics.isEmpty)
        #expect(view.object?.child("view")?.tag == "label")
        let proxy = load(
            workflow(
                "<screen><storeValue name=\"s\"><name>k</name><value><object keyPath=\"a.b\"/></value></storeValue></screen>"
            ))
        #expect(proxy.diagnostics.isEmpty)
        let object = try #require(proxy.object?.child("actions")?.child("value"))
        #expect(object.role == .proxy(SchemaProxy(keyPath: "a.b")))
        let bare = load(workflow("<screen><storeValue><name>k</name><value><object/></value></storeValue></screen>"))
        #expect(bare.codes == ["WFS0210"])
        let misplaced = load(inContainer("<view/>"))
        #expect(misplaced.codes == ["WFS0210"])
    }

    @Test("text directly in an object goes to its default text parameter")
    func textDefault() throws {
        let result = load(inContainer("<label>Hello</label>"))
        #expect(result.object?.child("view")?.child("views")?.text("text") == "Hello")
        let noDefault = load(inContainer("<slider>Hello<accessibilityLabel>s</accessibilityLabel></slider>"))
        #expect(noDefault.codes == ["WFS0203"])
    }

    @Test("an empty parameter tag is the empty string; an empty list parameter is an empty list")
    func emptyParameter() throws {
        let result = load(inContainer("<label><text/></label>"))
        #expect(result.object?.child("view")?.child("views")?.text("text") == "")
        let list = load(workflow("<screen><container><views></views></container></screen>"))
        #expect(list.diagnostics.isEmpty)
        #expect(list.object?.child("view")?[parameter: "views"]?.values == [])
    }

    @Test("a parameter tag directly inside a parameter tag is an error")
    func nestedParameter() {
        let result = load(inContainer("<label><text><title>x</title></text></label>"))
        #expect(result.codes == ["WFS0209"])
        let typo = load(inContainer("<container><views><lable>x</lable></views></container>"))
        #expect(typo.codes == ["WFS0200"])
        #expect(typo.diagnostics.first?.suggestion == "label")
    }

    @Test("name, class (several style names), keyPath, valueName and conditional are understood")
    func attributes() throws {
        let result = load(inContainer("<label name=\"l\" class=\"red  big\">x</label>"))
        let label = try #require(result.object?.child("view")?.child("views"))
        #expect(label.name == "l")
        #expect(label.styleNames == ["red", "big"])
        let unknown = load(inContainer("<label colour=\"red\">x</label>"))
        #expect(unknown.codes == ["WFS0214"])
        #expect(unknown.diagnostics.first?.severity == .warning)
    }

    @Test("the root: lang, exactly one controller, unknown tags with suggestions")
    func root() throws {
        let french = load("<workflow lang=\"fr_FR\"><screen/></workflow>")
        #expect(french.diagnostics.isEmpty)
        #expect(french.schema?.language == "fr_FR")
        #expect(load("<workflow lang=\"not a locale\"><screen/></workflow>").codes == ["WFS0213"])
        #expect(load("<workflow></workflow>").codes == ["WFS0211"])
        #expect(load("<workflow><screen/><screen/></workflow>").codes == ["WFS0211"])
        #expect(load("<workflow><label>x</label></workflow>").codes == ["WFS0212"])
        let typo = load("<workflow><navigaton/></workflow>")
        #expect(typo.codes == ["WFS0200"])
        #expect(typo.diagnostics.first?.suggestion == "navigation")
        #expect(load("<flow><screen/></flow>").codes == ["WFS0219"])
    }
}
