import Foundation
import Testing

@Suite("wfs convert and the JSON form on the command line", .timeLimit(.minutes(2)))
struct ConvertCommandTests {
    /// A new folder holding `files`.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    static let xml = """
        <workflow>
            <!-- dropped in JSON -->
            <screen name="main">
                <title>Tom &amp; Jerry</title>
                <view><container><label>A</label><label>B</label></container></view>
            </screen>
        </workflow>
        """

    @Test("XML to JSON to XML: printed, or written with --output; the JSON validates like the XML")
    func roundTrip() async throws {
        let folder = try Self.folder(["app.xml": Self.xml])
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try await WFSProcess.run(["convert", "app.xml"], in: folder)
        #expect(json.status == 0, "\(json.standardError)")
        #expect(
            json.standardOutput == """
                {
                  "workflow": {
                    "screen": {
                      "@name": "main",
                      "title": "Tom & Jerry",
                      "view": {"container": [{"label": "A"}, {"label": "B"}]}
                    }
                  }
                }

                """)
        let written = try await WFSProcess.run(["convert", "app.xml", "--to", "json", "-o", "app.json"], in: folder)
        #expect(written.status == 0 && written.standardOutput.isEmpty)
        let validated = try await WFSProcess.run(["validate", "app.json"], in: folder)
        #expect(validated.status == 0, "\(validated.standardOutput)")
        let back = try await WFSProcess.run(["convert", "app.json"], in: folder)
        #expect(
            back.standardOutput == """
                <workflow>
                    <screen name="main">
                        <title>Tom &amp; Jerry</title>
                        <view>
                            <container>
                                <label>A</label>
                                <label>B</label>
                            </container>
                        </view>
                    </screen>
                </workflow>

                """)
    }

    @Test("a file that is not well-formed is not converted, with a reason")
    func malformed() async throws {
        let folder = try Self.folder(["bad.json": #"{"workflow": {"screen": }}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try await WFSProcess.run(["convert", "bad.json"], in: folder)
        #expect(output.status != 0)
        #expect(output.standardError.contains("not well-formed"))
        #expect(output.standardOutput.isEmpty)
    }

    @Test("wfs format lays a JSON file out canonically, and --check finds nothing more to do")
    func format() async throws {
        let folder = try Self.folder(["app.json": #"{ "workflow" : { "screen" : { "title" : "Hi" } } }"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try await WFSProcess.run(["format", "--check", "app.json"], in: folder).status == 1)
        #expect(try await WFSProcess.run(["format", "app.json"], in: folder).status == 0)
        let text = try String(contentsOf: folder.appendingPathComponent("app.json"), encoding: .utf8)
        #expect(text == #"{"workflow": {"screen": {"title": "Hi"}}}"# + "\n")
        #expect(try await WFSProcess.run(["format", "--check", "app.json"], in: folder).status == 0)
    }

    @Test("wfs schema --json-schema prints a JSON Schema naming every tag")
    func jsonSchema() async throws {
        let output = try await WFSProcess.run(["schema", "--json-schema"], in: WFSProcess.packageRoot)
        #expect(output.status == 0)
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let definitions = try #require(schema["$defs"] as? [String: Any])
        #expect(definitions["tag.button"] != nil && definitions["tag.runGraph"] != nil)
        let both = try await WFSProcess.run(["schema", "--xsd", "--json-schema"], in: WFSProcess.packageRoot)
        #expect(both.status != 0)
    }
}
