import Foundation
import Testing
import WorkflowSchema

@Suite("The JSON form: same schemas as XML, errors with positions", .timeLimit(.minutes(2)))
struct JSONFormTests {
    static let fixtures: [URL] = Fixtures.xmlFiles(in: "originals") + Fixtures.xmlFiles(in: "readme")

    /// The JSON form of an XML document.
    static func json(of xml: String) throws -> String {
        let root = try #require(MarkupReader().read(xml).root)
        return JSONFormWriter().write(root)
    }

    @Test(
        "every example of the original project, written as JSON, loads to the same schema and diagnostics",
        arguments: fixtures)
    func sameSchema(_ file: URL) throws {
        let xml = try String(contentsOf: file, encoding: .utf8)
        let json = try Self.json(of: xml)
        #expect(SchemaForm.of(Array(json.utf8)) == .json)
        let fromXML = SchemaLoader().load(xml)
        let fromJSON = SchemaLoader().load(json)
        #expect(fromJSON.schema != nil)
        #expect(fromJSON.schema == fromXML.schema)
        #expect(fromJSON.diagnostics.map(\.code) == fromXML.diagnostics.map(\.code))
        #expect(fromJSON.diagnostics.map(\.message) == fromXML.diagnostics.map(\.message))
        // Back to XML, and writing JSON again changes nothing.
        let root = try #require(MarkupReader().read(json).root)
        #expect(SchemaLoader().load(MarkupXMLWriter().write(root)).schema == fromXML.schema)
        #expect(SchemaFormatter().format(json) == json)
    }

    @Test("the shapes: text, null, arrays, objects with attributes and '#', and the $schema key")
    func shapes() throws {
        let json = """
            {"$schema": "workflow.schema.json", "workflow": {"navigation": {"@name": "nav", "screen": {
              "title": "Hi",
              "view": {"container": {"@class": "box", "#": [{"label": "A"}, {"label": "B"}]}},
              "actions": [{"popController": {"@name": "back"}}, {"showAlert": {"@name": "n", "message": 12}}]
            }}}}
            """
        let xml = """
            <workflow><navigation name="nav"><screen><title>Hi</title>
            <view><container class="box"><label>A</label><label>B</label></container></view>
            <actions><popController name="back"/><showAlert name="n"><message>12</message></showAlert></actions>
            </screen></navigation></workflow>
            """
        let fromJSON = SchemaLoader().load(json)
        #expect(fromJSON.diagnostics.isEmpty, "\(fromJSON.diagnostics.map(\.message))")
        #expect(fromJSON.schema == SchemaLoader().load(xml).schema)
        #expect(fromJSON.schema?.object?.name == "nav")
    }

    @Test("a tag error points at the key, with the line and column of its quote")
    func positions() throws {
        let json = """
            {"workflow": {"screen": {
                "titel": "Café",
                "view": {"labl": "é"}}}}
            """
        let diagnostics = SchemaLoader().load(json).diagnostics
        #expect(diagnostics.map(\.code) == [.unknownParameter, .unknownTag])
        #expect(diagnostics.map(\.range.start.line) == [2, 3])
        #expect(diagnostics.map(\.range.start.column) == [5, 14])
        #expect(diagnostics.first?.suggestion == "title")
    }

    @Test(
        "malformed JSON stops reading with WFS0113 at the exact place",
        arguments: [
            (#"{"workflow": {"screen": {"title": "A",}}}"#, 1, 39, "no comma before '}'"),
            (#"{"workflow": {"screen": {"title": "A" "view": null}}}"#, 1, 39, "expected ','"),
            (#"{"workflow": {"screen": [{"title": "A"},]}}"#, 1, 41, "no comma before ']'"),
            (#"{"workflow": {"screen": {"title": "A}}}"#, 1, 35, "not closed"),
            (#"{"workflow": {"screen": 01}}"#, 1, 27, "cannot start with 0"),
            ("{\"workflow\":\n  {\"screen\": \"a\\qb\"}}", 2, 18, "is not an escape"),
            ("{\"workflow\": \"a\tb\"}", 1, 16, "control character"),
            (#"{"workflow": null} x"#, 1, 20, "more after"),
            (#"{"workflow": tru}"#, 1, 14, "expected 'true'"),
            (#"{"workflow": "\ud800"}"#, 1, 21, "surrogate"),
            (#"{"workflow": "\u0001"}"#, 1, 21, "not allowed"),
        ])
    func malformed(_ text: String, _ line: Int, _ column: Int, _ words: String) {
        let result = SchemaLoader().load(text)
        #expect(result.schema == nil)
        #expect(result.diagnostics.count == 1)
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.code == (words == "not allowed" ? .invalidCharacter : .invalidJSON))
        #expect(diagnostic?.range.start.line == line)
        #expect(diagnostic?.range.start.column == column)
        #expect(diagnostic?.message.contains(words) == true, "\(diagnostic?.message ?? "")")
    }

    @Test("escapes and characters beyond ASCII are read; bad UTF-8 is refused")
    func unicode() throws {
        let result = SchemaLoader().load(#"{"workflow": {"screen": {"title": "Caf\u00e9 \ud83c\udf4b \"x\" \\ /"}}}"#)
        guard case .text(let title)? = result.schema?.object?[parameter: "title"]?.value else {
            Issue.record("no title: \(result.diagnostics.map(\.message))")
            return
        }
        #expect(title.value == "Café 🍋 \"x\" \\ /")
        let bad = SchemaLoader().load([UInt8](#"{"workflow": ""#.utf8) + [0xE9] + [UInt8](#""}"#.utf8))
        #expect(bad.diagnostics.map(\.code) == [.invalidCharacter])
        #expect(bad.diagnostics.first?.range.start.column == 15)
    }

    @Test("JSON that is not the element form is reported and the rest is read (WFS0114)")
    func notTheForm() throws {
        let json = """
            {"workflow": {"screen": {
              "title": "A", "title": "B",
              "view": {"container": [{"label": "x", "button": "y"}, ["nested"], {"label": "ok"}]},
              "actions": {"#": [{"popController": null}], "showAlert": "Hi"},
              "navigationItem": {"@name": ["not", "text"]}
            }}}
            """
        let diagnostics = SchemaLoader().load(json).diagnostics.filter { $0.code == .invalidJSONForm }
        #expect(diagnostics.map(\.range.start.line) == [2, 3, 3, 4, 5])
        #expect(diagnostics[0].message.contains("appears twice"))
        #expect(diagnostics[1].message.contains("with 2 keys"))
        #expect(diagnostics[2].message.contains("an array"))
        #expect(diagnostics[3].message.contains("move the keys \"showAlert\""))
        #expect(diagnostics[4].message.contains("takes a string, not an array"))
        for root in [#"[{"workflow": null}]"#, #"{"workflow": null, "screen": null}"#, #"{"@name": "x"}"#] {
            #expect(SchemaLoader().load(root).diagnostics.map(\.code) == [.missingRoot], "\(root)")
        }
    }

    @Test("the reader's limits hold for JSON: depth, elements, string length, attributes")
    func limits() {
        var tight = MarkupLimits.default
        tight.maxDepth = 8
        // Elements as objects count once each; the same depth written as arrays is stopped by the JSON nesting.
        let deep = String(repeating: #"{"view": "#, count: 20) + "null" + String(repeating: "}", count: 20)
        let deepArrays = String(repeating: #"[{"view": "#, count: 20) + "null" + String(repeating: "}]", count: 20)
        #expect(
            SchemaLoader(limits: tight).load(#"{"workflow": "# + deepArrays + "}").diagnostics.map(\.code) == [
                .nestingTooDeep
            ])
        #expect(
            SchemaLoader(limits: tight).load(#"{"workflow": "# + deep + "}").diagnostics.map(\.code) == [
                .nestingTooDeep
            ])
        tight = .default
        tight.maxElements = 5
        let many =
            #"{"workflow": {"screen": {"view": ["#
            + Array(repeating: #"{"label": "x"}"#, count: 10).joined(separator: ",") + "]}}}"
        #expect(SchemaLoader(limits: tight).load(many).diagnostics.map(\.code) == [.tooManyElements])
        tight = .default
        tight.maxTextBytes = 10
        #expect(
            SchemaLoader(limits: tight).load(#"{"workflow": {"screen": {"title": "a long title"}}}"#).diagnostics.map(
                \.code) == [.textTooLong])
        tight = .default
        tight.maxDocumentBytes = 10
        #expect(SchemaLoader(limits: tight).load(#"{"workflow": null}"#).diagnostics.map(\.code) == [.documentTooLarge])
    }

    @Test("the writer picks the shortest shape and keeps order, repeated tags and attributes")
    func writer() throws {
        let xml =
            #"<workflow><screen name="s"><title>Hi</title><view><label>A</label><label>B</label></view><actions><popController name="p"/></actions></screen></workflow>"#
        var wide = JSONFormWriter()
        wide.lineWidth = 200
        let wideRoot = try #require(MarkupReader().read(xml).root)
        #expect(
            wide.write(wideRoot) == """
                {"workflow": {"screen": {"@name": "s", "title": "Hi", "view": [{"label": "A"}, {"label": "B"}], "actions": {"popController": {"@name": "p"}}}}}

                """)
        var narrow = JSONFormWriter()
        narrow.lineWidth = 40
        let root = try #require(
            MarkupReader().read(
                #"<workflow><container class="c"><label>A &amp; "B"</label><label>C</label></container></workflow>"#
            ).root)
        #expect(
            narrow.write(root) == """
                {
                  "workflow": {
                    "container": {
                      "@class": "c",
                      "#": [
                        {"label": "A & \\"B\\""},
                        {"label": "C"}
                      ]
                    }
                  }
                }

                """)
    }

    @Test("safe fixes edit JSON keys and values inside their quotes")
    func fixes() throws {
        let json =
            #"{"workflow": {"table": {"@nmae": "t", "styel": "groupd", "sections": {"tableSection": {"tableCell": "x"}}}}}"#
        let fixes = SafeFixes()
        var text = json
        for _ in 0..<3 {
            text = fixes.apply(fixes.edits(for: SchemaLoader().load(text).diagnostics, in: text), to: text)
        }
        #expect(
            text
                == #"{"workflow": {"table": {"@name": "t", "style": "grouped", "sections": {"tableSection": {"tableCell": "x"}}}}}"#
        )
        #expect(SchemaLoader().load(text).diagnostics.isEmpty)
    }

    @Test("stress findings: CR line ends, a BOM, bad names, two texts in a row, \\f, hostile depths, CR round trip")
    func stressFindings() throws {
        let cr = SchemaLoader().load([UInt8]("{\r\"workflow\":\rx}".utf8))
        #expect(cr.diagnostics.map { "\($0.range.start.line):\($0.range.start.column)" } == ["3:1"])
        let bom = SchemaLoader().load(
            [0xEF, 0xBB, 0xBF] + [UInt8](#"{"workflow":""#.utf8) + [0xFF] + [UInt8](#""}"#.utf8))
        #expect(bom.diagnostics.map(\.range.start.column) == [14])
        let names = SchemaLoader().load(#"{"workflow":{"screen":{"@na me":"x","ti<tle":"T","title":["a","b"]}}}"#)
        #expect(names.diagnostics.filter { $0.code == .invalidJSONForm }.count == 3)
        #expect(SchemaLoader().load(#"{"": null}"#).diagnostics.map(\.code) == [.missingRoot])
        #expect(SchemaLoader().load(#"{"workflow": "a\fb"}"#).diagnostics.map(\.code) == [.invalidCharacter])
        var huge = MarkupLimits.default
        huge.maxDepth = Int.max / 2
        #expect(SchemaLoader(limits: huge).load(#"{"workflow": null}"#).schema != nil)
        let deep = String(repeating: #"{"a":"#, count: 5000) + "null" + String(repeating: "}", count: 5000)
        #expect(SchemaLoader(limits: huge).load(deep).diagnostics.map(\.code) == [.nestingTooDeep])
        #expect(
            SchemaLoader(limits: huge).load(String(repeating: "[", count: 5000)).diagnostics.map(\.code) == [
                .nestingTooDeep
            ])
        let carriage = try #require(MarkupReader().read(#"{"workflow": {"screen": {"title": "a\rb"}}}"#).root)
        let xml = MarkupXMLWriter().write(carriage)
        #expect(xml.contains("a&#13;b"))
        #expect(try Self.json(of: xml).contains(#""a\rb""#))
    }

    @Test("review findings: a value budget, a diagnostics cap, balanced events, $schema kept by format")
    func reviewFindings() throws {
        var tight = MarkupLimits.default
        tight.maxElements = 100
        let values = #"{"workflow": ["# + Array(repeating: "0", count: 400).joined(separator: ",") + "]}"
        #expect(SchemaLoader(limits: tight).load(values).diagnostics.map(\.code) == [.tooManyElements])
        tight = .default
        tight.maxDiagnostics = 10
        let nulls = #"{"workflow": {"screen": ["# + Array(repeating: "null", count: 1000).joined(separator: ",") + "]}}"
        #expect(SchemaLoader(limits: tight).load(nulls).diagnostics.count <= 11)
        tight = .default
        tight.maxAttributesPerElement = 1
        let attributes = #"{"workflow": {"screen": {"@name": "a", "@class": "b"}}}"#
        let document = MarkupReader(limits: tight).read(attributes)
        #expect(document.diagnostics.map(\.code) == [.tooManyAttributes])
        #expect(!document.isComplete)
        let withReference = #"{"$schema": "./workflow.schema.json", "workflow": {"screen": {"title": 12}}}"#
        #expect(
            SchemaFormatter().format(withReference)
                == #"{"$schema": "./workflow.schema.json", "workflow": {"screen": {"title": "12"}}}"# + "\n")
    }
}
