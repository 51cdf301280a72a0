import Foundation
import Testing
import WorkflowSchema

@Suite("SchemaValidator: the one pipeline of validate, serve and test")
struct SchemaValidatorTests {
    /// A rule an application adds: every `<label>` is reported.
    struct EveryLabel: SchemaRule {
        func check(_ schema: Schema, registry: TagRegistry) -> [Diagnostic] {
            [.warning(DiagnosticCode("APP0001", title: "a-label"), "a label", at: .start)]
        }
    }

    static let schema = """
        <workflow><screen><title>T</title><container>
        <button><title>Go</title><message>nobody</message></button>
        <label>L</label>
        </container></screen></workflow>
        """

    @Test("the loader's problems, then the whole-schema checks, then the rules added, in document order")
    func pipeline() {
        let plain = SchemaValidator().validate(source: Self.schema)
        #expect(plain.diagnostics.map(\.code.rawValue) == ["WFS0500"])
        let extended = SchemaValidator(rules: [EveryLabel()]).validate(source: Self.schema)
        #expect(extended.diagnostics.map(\.code.rawValue) == ["APP0001", "WFS0500"])
        #expect(extended.schema != nil)
    }

    @Test("a schema with errors gets no whole-schema checks; with a path, the files it loads are checked")
    func errorsAndFiles() throws {
        let broken = SchemaValidator(rules: [EveryLabel()]).validate(
            source: "<workflow><screen><titel/></screen></workflow>")
        #expect(broken.diagnostics.map(\.code.rawValue) == ["WFS0201"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-validator-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let loads = """
            <workflow><navigation><screen><title>T</title>
            <loadSchema name="viewDidLoad"><path>gone.xml</path>
            <pushController><screen keyPath="schema"/></pushController><showAlert>No</showAlert></loadSchema>
            </screen></navigation></workflow>
            """
        let path = folder.appendingPathComponent("main.xml").path
        let fromSource = SchemaValidator().validate(source: loads, path: path)
        #expect(fromSource.diagnostics.map(\.code.rawValue) == ["WFS0504"])
        #expect(fromSource.schema?.source == path)
        try loads.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(SchemaValidator().validate(file: URL(fileURLWithPath: path)).diagnostics == fromSource.diagnostics)
        #expect(SchemaValidator().validate(source: loads).diagnostics.isEmpty, "no path: no files to look at")
    }
}
