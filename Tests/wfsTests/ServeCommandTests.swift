import Foundation
import Testing

/// `wfs serve` refusals: it must not start a server for something it cannot serve.
@Suite("wfs serve, refusals", .timeLimit(.minutes(2)))
struct ServeCommandTests {
    static func serve(_ arguments: [String]) throws -> WFSProcess.Output {
        try WFSProcess.run(["serve"] + arguments, in: WFSProcess.packageRoot)
    }

    @Test("a schema with errors is not served: its diagnostics, then a reason, and exit 1")
    func schemaWithErrors() throws {
        let output = try Self.serve(["--color", "never", "Examples/mistakes/several_mistakes.xml"])
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("error: <title> is opened again inside <title>"))
        #expect(output.standardOutput.contains("has errors, so it is not served"))
    }

    @Test("a broken --replies flow file stops it with the file's position, exit 1")
    func brokenReplies() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("replies.yaml")
        try "schema: x.xml\nreplies:\n  go: { sucess: true }\nsteps:\n  - back\n".write(
            to: flow, atomically: true, encoding: .utf8)
        let output = try Self.serve(["Flows/readme/01_alert_on_tap.xml", "--replies", flow.path, "--port", "18089"])
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("\(flow.path):3:"))
        #expect(output.standardOutput.contains("error:"))
    }

    @Test("a port outside 1...65535 is a usage error")
    func badPort() throws {
        let output = try Self.serve(["Flows/readme/01_alert_on_tap.xml", "--port", "0"])
        #expect(output.status == 64)
        #expect(output.standardError.contains("--port must be from 1 to 65535"))
    }
}
