import Foundation
import Testing
import WorkflowSchema

@Suite("wfs format: canonical layout that a parse cannot tell apart", .timeLimit(.minutes(2)))
struct SchemaFormatterTests {
    static let fixtures: [URL] = ["originals", "readme"].flatMap { folder -> [URL] in
        let url = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/\(folder)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".xml") }.sorted().map { url.appendingPathComponent($0) }
    }

    @Test(
        "every example of the original project: idempotent, and the same schema with the same diagnostics",
        arguments: fixtures)
    func examples(_ file: URL) throws {
        let original = try String(contentsOf: file, encoding: .utf8)
        let formatted = try #require(SchemaFormatter().format(original))
        #expect(SchemaFormatter().format(formatted) == formatted, "formatting twice changed \(file.lastPathComponent)")
        let before = SchemaLoader().load(original)
        let after = SchemaLoader().load(formatted)
        #expect(after.schema == before.schema)
        #expect(after.diagnostics.map(\.code) == before.diagnostics.map(\.code))
        #expect(after.diagnostics.map(\.message) == before.diagnostics.map(\.message))
    }

    @Test("the layout: one element per line, four spaces, empty elements self-closed, short text inline")
    func layout() throws {
        let text = #"<workflow><screen  name='a' ><title>Hi</title><view><label></label></view></screen></workflow>"#
        #expect(
            SchemaFormatter().format(text) == """
                <workflow>
                    <screen name="a">
                        <title>Hi</title>
                        <view>
                            <label/>
                        </view>
                    </screen>
                </workflow>

                """)
    }

    @Test("comments, the XML declaration, references and CDATA are kept as written")
    func keeps() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- the app -->
            <workflow>
              <screen>   <!-- first screen -->
                <title>Tom &amp; <![CDATA[<Jerry>]]></title>
                <label>one <!-- inside --> two</label>
                <!-- before the end -->
              </screen>
            </workflow>
            <!-- after -->
            """
        let formatted = try #require(SchemaFormatter().format(text))
        #expect(
            formatted == """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- the app -->
                <workflow>
                    <screen>
                        <!-- first screen -->
                        <title>Tom &amp; <![CDATA[<Jerry>]]></title>
                        <label>one <!-- inside --> two</label>
                        <!-- before the end -->
                    </screen>
                </workflow>
                <!-- after -->

                """)
        #expect(SchemaLoader().load(formatted).schema == SchemaLoader().load(text).schema)
    }

    @Test("attribute values keep their characters: quotes, ampersands, tabs and line ends become references")
    func attributes() throws {
        let text = "<workflow><screen name=\"a &amp; &quot;b&quot;&#9;c\"/></workflow>"
        let formatted = try #require(SchemaFormatter().format(text))
        #expect(formatted.contains(#"<screen name="a &amp; &quot;b&quot;&#9;c"/>"#))
        #expect(SchemaLoader().load(formatted).schema == SchemaLoader().load(text).schema)
    }

    @Test("a document that is not well-formed is not formatted")
    func broken() {
        #expect(SchemaFormatter().format("<workflow><screen></workflow>") == nil)
        #expect(SchemaFormatter().format("") == nil)
    }
}
