import Foundation
import Testing

/// `wfs validate`, `wfs serve` and `wfs test` check a schema through one `SchemaValidator`, so
/// they print the same warnings, in the same words and places.
@Suite("validate, serve and test print the same warnings", .timeLimit(.minutes(2)))
struct SameWarningsTests {
    /// A schema with a loader warning (WFS0306), a whole-schema one (WFS0500) and one of a loaded file (WFS0504).
    static let schema = """
        <workflow>
            <navigation>
                <screen>
                    <title>Warned</title>
                    <container>
                        <textField name="user"/>
                        <button><title>Go</title><message>nobodyListens</message></button>
                    </container>
                    <loadSchema name="later">
                        <path>missing.xml</path>
                        <pushController><screen keyPath="schema"/></pushController>
                        <showAlert>Failed</showAlert>
                    </loadSchema>
                </screen>
            </navigation>
        </workflow>
        """

    /// The lines of a diagnostic in `output`: each `schema.xml:` line with the source lines under it.
    static func warnings(in output: String) -> [String] {
        var lines: [String] = []
        var inside = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("schema.xml:") {
                inside = true
                lines.append(String(line))
            } else if inside, line.hasPrefix("  "), line.contains(" | ") {
                lines.append(String(line))
            } else {
                inside = false
            }
        }
        return lines
    }

    @Test("one schema with warnings: the three commands print the same diagnostic lines")
    func sameWarnings() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-same-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.schema.write(to: folder.appendingPathComponent("schema.xml"), atomically: true, encoding: .utf8)
        try "schema: schema.xml\nsteps:\n  - assertTitle: \"Warned\"\n".write(
            to: folder.appendingPathComponent("flow.yaml"), atomically: true, encoding: .utf8)

        let validated = try await WFSProcess.run(["validate", "--color", "never", "schema.xml"], in: folder)
        let expected = Self.warnings(in: validated.standardOutput)
        let codes = ["WFS0306", "WFS0500", "WFS0504"]
        for code in codes {
            #expect(expected.contains { $0.contains(": warning: ") && $0.hasSuffix("[\(code)]") }, "\(code)")
        }

        let tested = try await WFSProcess.run(["test", "--color", "never", "flow.yaml"], in: folder)
        #expect(tested.status == 0, "\(tested.standardOutput)")
        #expect(Self.warnings(in: tested.standardOutput) == expected)

        let port = try HeldPort().port
        let served = try await Self.serveUntilListening(["--color", "never", "--port", "\(port)", "schema.xml"], in: folder)
        #expect(Self.warnings(in: served) == expected)
    }

    /// Runs `wfs serve arguments…` in `folder` until it says it serves (or ends, or 30 s pass), then stops it.
    static func serveUntilListening(_ arguments: [String], in folder: URL) async throws -> String {
        try await WFSProcess.onOwnThread {
            let process = Process()
            process.executableURL = WFSProcess.executable
            process.arguments = ["serve"] + arguments
            process.currentDirectoryURL = folder
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            DispatchQueue.global().asyncAfter(deadline: .now() + 30) { if process.isRunning { process.terminate() } }
            var text = ""
            while true {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
                if text.contains("Serving ") {
                    process.terminate()
                    break
                }
            }
            process.waitUntilExit()
            return text
        }
    }
}
