import Foundation
import Testing
import WorkflowSchema

@Suite("WFS0507: keyPath proxies whose key nothing provides", .timeLimit(.minutes(2)))
struct UnprovidedKeyRuleTests {
    func check(
        _ xml: String, keysFromOtherFiles: Set<String>? = [], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> [Diagnostic] {
        let result = SchemaLoader().load(xml)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        let rule = UnprovidedKeyRule(keysFromOtherFiles: keysFromOtherFiles)
        return SchemaChecker(rules: [rule]).check(try #require(result.schema, sourceLocation: sourceLocation))
    }

    /// A screen that stores `stored` when it loads and shows `label` (a proxy) on a pushed screen.
    static func storing(_ stored: String, showing label: String) -> String {
        """
        <workflow><navigation><screen><title>Start</title>
        <multipleActions name="viewDidLoad">
        <storeValue><name>\(stored)</name><value>1</value></storeValue>
        <pushController><screen><title>Next</title><view>
        \(label)
        </view></screen></pushController>
        </multipleActions>
        </screen></navigation></workflow>
        """
    }

    @Test("a key that a stored value provides gives nothing; a misspelt one is a warning with the near name")
    func storedValue() throws {
        #expect(try check(Self.storing("count", showing: #"<label keyPath="count"/>"#)).isEmpty)
        #expect(try check(Self.storing("user", showing: #"<label keyPath="user.name"/>"#)).isEmpty)
        let diagnostics = try check(
            Self.storing("count", showing: #"<label keyPath="cuont"><default>0</default></label>"#))
        #expect(diagnostics.map(\.code) == [.unprovidedKey])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.range.start.line == 5)
        #expect(diagnostics.first?.suggestion == "count")
        #expect(diagnostics.first?.message.contains("keyPath 'cuont' gives its default") == true)
    }

    @Test("form inputs, loads, graphs, forms and search bars provide their keys")
    func runtimeKeys() throws {
        let xml = """
            <workflow><navigation><screen><title>Form</title>
            <form><container>
            <textField name="nickname"><placeholder>Nickname</placeholder></textField>
            <label><string keyPath="nickname"/></label>
            <button><title>Go</title><message>submit</message></button>
            </container>
            <actions>
            <loadSchema name="didSubmit"><path>next.xml</path>
            <pushController><screen keyPath="schema"/></pushController>
            <showAlert><message><string keyPath="error"/></message></showAlert></loadSchema>
            <showAlert name="didNotSubmit"><message><string keyPath="failureMessage"/></message></showAlert>
            </actions></form>
            </screen></navigation></workflow>
            """
        #expect(try check(xml).isEmpty)
    }

    @Test("a key nothing provides is a warning on the proxy, even with no near name")
    func nothingProvides() throws {
        let xml = """
            <workflow><screen><title><string keyPath="heading"/></title></screen></workflow>
            """
        let diagnostics = try check(xml)
        #expect(diagnostics.map(\.code) == [.unprovidedKey])
        #expect(diagnostics.first?.range.start.line == 1)
        #expect(diagnostics.first?.suggestion == nil)
        #expect(diagnostics.first?.message.contains("keyPath 'heading' gives nothing") == true)
    }

    @Test("keys from the other files of the flow count")
    func otherFiles() throws {
        let xml = #"<workflow><screen><title><string keyPath="screenTitle"/></title></screen></workflow>"#
        #expect(try check(xml, keysFromOtherFiles: ["screenTitle"]).isEmpty)
    }

    @Test("a root delegate's reply and a graph's outcome are not judged: they may bring any key")
    func outsideData() throws {
        let xml = """
            <workflow><screen><title>S</title>
            <view><button><title>Go</title><message>go</message></button></view>
            <actions>
            <sendMessage name="go">
            <message><name>fetch</name><destinationType>rootDelegate</destinationType></message>
            <pushController name="success"><screen><title><string keyPath="fromServer"/></title></screen></pushController>
            </sendMessage>
            <sendMessage name="viewDidLoad">
            <message><name>ask</name><destinationType>self</destinationType></message>
            <showAlert name="success"><message><string keyPath="answer"/></message></showAlert>
            </sendMessage>
            <showAlert name="ask">Asked</showAlert>
            </actions></screen></workflow>
            """
        let diagnostics = try check(xml)
        // Only the reply from the schema's own controller is judged.
        #expect(diagnostics.map(\.code) == [.unprovidedKey])
        #expect(diagnostics.first?.range.start.line == 10)
    }

    @Test("inside a template without valueName the keys are the data's own; with valueName, only that name")
    func templates() throws {
        let rows = """
            <workflow><navigation><screen><title>S</title>
            <multipleActions name="viewDidLoad"><storeValue><name>rows</name><value>1</value></storeValue>
            <pushController><table><sections><tableSection><cells>
            <tableCell keyPath="rows"><template><tableCell><string keyPath="anything"/></tableCell></template></tableCell>
            <tableCell keyPath="rows" valueName="row"><template><tableCell><string keyPath="row.title"/></tableCell></template></tableCell>
            <tableCell keyPath="rows" valueName="row"><template><tableCell><string keyPath="rows"/></tableCell></template></tableCell>
            </cells></tableSection></sections></table></pushController>
            </multipleActions></screen></navigation></workflow>
            """
        let diagnostics = try check(rows)
        #expect(diagnostics.map(\.code) == [.unprovidedKey])
        #expect(diagnostics.first?.range.start.line == 6)
        #expect(diagnostics.first?.suggestion == "row")
        #expect(diagnostics.first?.message.contains("the only key is 'row'") == true)
    }

    @Test("LinkedSchemaFiles joins the files of the folder that load one another, either way")
    func loadingFlow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-flow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = """
            <workflow><navigation><screen><title>A</title>
            <multipleActions name="viewDidLoad"><storeValue><name>fromFirst</name><value>1</value></storeValue>
            <loadSchema><path>second.xml</path><pushController/><showAlert>Failed</showAlert></loadSchema>
            </multipleActions></screen></navigation></workflow>
            """
        let second = """
            <workflow><screen><title><string keyPath="fromFirst"/></title>
            <multipleActions name="viewDidLoad"><storeValue><name>fromSecond</name><value>1</value></storeValue>
            <loadSchema><path>third.xml</path><pushController/><showAlert>Failed</showAlert></loadSchema>
            </multipleActions></screen></workflow>
            """
        let third = #"<workflow><screen><title>C</title></screen></workflow>"#
        let apart =
            #"<workflow><screen><title>D</title><storeValue name="viewDidLoad"><name>fromApart</name></storeValue></screen></workflow>"#
        for (name, text) in [("first.xml", first), ("second.xml", second), ("third.xml", third), ("apart.xml", apart)] {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let flow = LinkedSchemaFiles(of: folder.appendingPathComponent("third.xml"))
        #expect(flow.otherFiles.keys.sorted() == ["first.xml", "second.xml"])
        let keys = try #require(flow.providedKeys)
        #expect(keys.isSuperset(of: ["fromFirst", "fromSecond", "schema"]))
        #expect(!keys.contains("fromApart"))
    }

    @Test("a message to the creator may reach the root delegate; a name only run time knows stops judging")
    func reviewFindings() throws {
        let toCreator = """
            <workflow><screen><title>S</title>
            <view><button><title>Go</title><message>go</message></button></view>
            <actions><sendMessage name="go"><message>fetch</message>
            <showAlert name="success"><message><string keyPath="fromServer"/></message></showAlert>
            </sendMessage></actions></screen></workflow>
            """
        #expect(try check(toCreator).isEmpty)
        let dynamicName = """
            <workflow><screen><title><string keyPath="anything"/></title>
            <storeValue name="viewDidLoad"><name><string keyPath="which"/></name><value>1</value></storeValue>
            </screen></workflow>
            """
        #expect(try check(dynamicName).isEmpty)
        #expect(
            try check(
                #"<workflow><screen><title><string keyPath="x"/></title></screen></workflow>"#, keysFromOtherFiles: nil
            ).isEmpty)
    }

    @Test("LinkedSchemaFiles reads './a.xml' and 'a.xml' as the same file")
    func normalizedPaths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-flow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let loader = """
            <workflow><navigation><screen><title>A</title>
            <multipleActions name="viewDidLoad"><storeValue><name>key</name><value>1</value></storeValue>
            <loadSchema><path>.//loaded.xml</path><pushController/><showAlert>Failed</showAlert></loadSchema>
            </multipleActions></screen></navigation></workflow>
            """
        try loader.write(to: folder.appendingPathComponent("first.xml"), atomically: true, encoding: .utf8)
        try #"<workflow><screen><title><string keyPath="key"/></title></screen></workflow>"#.write(
            to: folder.appendingPathComponent("loaded.xml"), atomically: true, encoding: .utf8)
        let flow = LinkedSchemaFiles(of: folder.appendingPathComponent("loaded.xml"))
        #expect(flow.otherFiles.keys.sorted() == ["first.xml"])
        #expect(flow.providedKeys?.contains("key") == true)
    }
}
