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

    @Test("listening on another address than loopback prints a warning after the address")
    func publicHostWarning() async throws {
        let process = Process()
        process.executableURL = WFSProcess.executable
        process.arguments = ["serve", "Flows/readme/01_alert_on_tap.xml", "--host", "0.0.0.0", "--port", "18091"]
        process.currentDirectoryURL = WFSProcess.packageRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        // Both lines are flushed before the server starts. Should the warning never come, the
        // server is stopped after 20 s, which ends the output.
        DispatchQueue.global().asyncAfter(deadline: .now() + 20) { process.terminate() }
        var text = ""
        while !text.contains("no login") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        #expect(text.contains("Serving Flows/readme/01_alert_on_tap.xml at http://0.0.0.0:18091/"))
        #expect(text.contains("warning: --host 0.0.0.0 lets other machines reach this server"))
    }
}
