import Foundation
import Testing

/// `wfs serve` refusals: it must not start a server for something it cannot serve.
@Suite("wfs serve, refusals", .timeLimit(.minutes(2)))
struct ServeCommandTests {
    static func serve(_ arguments: [String]) async throws -> WFSProcess.Output {
        try await WFSProcess.run(["serve"] + arguments, in: WFSProcess.packageRoot)
    }

    @Test("a schema with errors is not served: its diagnostics, then a reason, and exit 1")
    func schemaWithErrors() async throws {
        let output = try await Self.serve(["--color", "never", "Examples/mistakes/several_mistakes.xml"])
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("error: <title> is opened again inside <title>"))
        #expect(output.standardOutput.contains("has errors, so it is not served"))
    }

    @Test("a broken --replies flow file stops it with the file's position, exit 1")
    func brokenReplies() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("replies.yaml")
        try "schema: x.xml\nreplies:\n  go: { sucess: true }\nsteps:\n  - back\n".write(
            to: flow, atomically: true, encoding: .utf8)
        let output = try await Self.serve(["Flows/readme/01_alert_on_tap.xml", "--replies", flow.path, "--port", "18089"])
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("\(flow.path):3:"))
        #expect(output.standardOutput.contains("error:"))
    }

    /// Runs `wfs serve arguments…` from the package root, stopped after 20 s should it start serving.
    static func serveBriefly(_ arguments: [String]) async throws -> WFSProcess.Output {
        try await WFSProcess.onOwnThread {
            let process = Process()
            process.executableURL = WFSProcess.executable
            process.arguments = ["serve"] + arguments
            process.currentDirectoryURL = WFSProcess.packageRoot
            let standardOutput = Pipe()
            let standardError = Pipe()
            process.standardOutput = standardOutput
            process.standardError = standardError
            try process.run()
            DispatchQueue.global().asyncAfter(deadline: .now() + 20) { if process.isRunning { process.terminate() } }
            let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
            let error = standardError.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return WFSProcess.Output(
                standardOutput: String(decoding: output, as: UTF8.self),
                standardError: String(decoding: error, as: UTF8.self),
                status: process.terminationStatus)
        }
    }

    @Test("a port in use is said in one line, with a free port to use instead; nothing claims to serve; exit 1")
    func portInUse() async throws {
        let held = try HeldPort()
        let output = try await Self.serveBriefly(["Flows/readme/01_alert_on_tap.xml", "--port", "\(held.port)"])
        #expect(output.status == 1)
        #expect(!output.standardOutput.contains("Serving"))
        #expect(!output.standardError.contains("Error"), "no library error text: \(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.count == 1, "one line: \(output.standardOutput)")
        let prefix =
            "error: port \(held.port) is already in use (is another wfs serve running?); choose another with --port "
        let line = try #require(lines.first)
        #expect(line.hasPrefix(prefix))
        let suggested = try #require(Int(line.dropFirst(prefix.count)))
        #expect(suggested != held.port && (1024...65_535).contains(suggested))
    }

    @Test("an address that is not this machine's is said in one line, exit 1")
    func foreignAddress() async throws {
        // 192.0.2.1 is kept for documentation (RFC 5737): no machine has it, and binding sends nothing.
        let output = try await Self.serveBriefly([
            "Flows/readme/01_alert_on_tap.xml", "--host", "192.0.2.1", "--port", "18093",
        ])
        #expect(output.status == 1)
        #expect(
            output.standardOutput == """
                error: 192.0.2.1 is not an address of this machine, so the server cannot listen there; use \
                --host 127.0.0.1 (this machine only) or --host 0.0.0.0 (every network)

                """)
    }

    @Test("a missing schema file is one line without a position, with a near name when the folder has one")
    func missingFile() async throws {
        let near = try await Self.serve(["Examples/Showcase/ap.xml"])
        #expect(near.status == 1)
        #expect(
            near.standardOutput == """
                Examples/Showcase/ap.xml: error: cannot read this file: no such file; \
                did you mean 'Examples/Showcase/app.xml'? [WFS0900]

                """)
        let far = try await Self.serve(["Examples/nothing_like_it.xml"])
        #expect(far.status == 1)
        #expect(
            far.standardOutput == "Examples/nothing_like_it.xml: error: cannot read this file: no such file [WFS0900]\n"
        )
    }

    @Test("a port outside 1...65535 is a usage error")
    func badPort() async throws {
        let output = try await Self.serve(["Flows/readme/01_alert_on_tap.xml", "--port", "0"])
        #expect(output.status == 64)
        #expect(output.standardError.contains("--port must be from 1 to 65535"))
    }

    @Test("a session table of no places is a usage error, for the whole table and for one client's share")
    func noSessionPlaces() async throws {
        for (option, sentence) in [
            ("--max-sessions", "--max-sessions must be at least 1"),
            ("--sessions-per-client", "--sessions-per-client must be at least 1"),
        ] {
            let output = try await Self.serve(["Flows/readme/01_alert_on_tap.xml", option, "0"])
            #expect(output.status == 64, "\(option)")
            #expect(output.standardError.contains(sentence), "\(output.standardError)")
        }
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
        let text = try await Self.read(output, until: "no login")
        #expect(text.contains("Serving Flows/readme/01_alert_on_tap.xml at http://0.0.0.0:18091/"))
        #expect(text.contains("warning: --host 0.0.0.0 lets other machines reach this server"))
    }
    @Test("a store file that is not a session store stops wfs serve at start, in one line with its path")
    func foreignStore() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("notes.sqlite")
        try "these are my notes, not a database\n".write(to: text, atomically: true, encoding: .utf8)
        let output = try await Self.serveBriefly(["Flows/readme/01_alert_on_tap.xml", "--port", "18095", "--store", text.path])
        #expect(output.status == 1)
        #expect(output.standardOutput == "error: \(text.path) is not a wfs session store: it is not an SQLite database\n")
        #expect(!output.standardOutput.contains("Serving"))
        #expect(try String(contentsOf: text, encoding: .utf8) == "these are my notes, not a database\n")
    }

    @Test("a second wfs serve on the store of a running one is refused at start, naming the first one's pid")
    func storeInUse() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = Process()
        first.executableURL = WFSProcess.executable
        first.arguments = [
            "serve", "Flows/readme/01_alert_on_tap.xml", "--port", "18096", "--state-dir", folder.path,
        ]
        first.currentDirectoryURL = WFSProcess.packageRoot
        let output = Pipe()
        first.standardOutput = output
        first.standardError = FileHandle.nullDevice
        try first.run()
        defer {
            first.terminate()
            first.waitUntilExit()
        }
        let text = try await Self.read(output, until: "Sessions are kept in")
        #expect(text.contains("Sessions are kept in \(folder.path)/sessions-18096.sqlite"))
        let second = try await Self.serveBriefly([
            "Flows/readme/01_alert_on_tap.xml", "--port", "18097", "--store", "\(folder.path)/sessions-18096.sqlite",
        ])
        #expect(second.status == 1)
        #expect(
            second.standardOutput
                == "error: another wfs serve (pid \(first.processIdentifier)) uses \(folder.path)/sessions-18096.sqlite; "
                + "stop it or give this one its own --store\n")
    }

    /// What `pipe` gives until it holds `needle` or ends, read on a thread of its own: a read that
    /// waits holds a thread, and the concurrency pool's two are every test's.
    static func read(_ pipe: Pipe, until needle: String) async throws -> String {
        try await WFSProcess.onOwnThread {
            var text = ""
            while !text.contains(needle) {
                let data = pipe.fileHandleForReading.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
            }
            return text
        }
    }
}
