import Foundation
import Testing

/// `wfs test` run from the package root with relative paths, so that what it prints is stable.
@Suite("wfs test, end to end")
struct TestCommandTests {
    /// The test flows, relative to the package root.
    static let flows = "Tests/wfsTests/Schemas/flows"

    /// Runs `wfs test arguments…` in the package root.
    static func test(_ arguments: [String]) async throws -> WFSProcess.Output {
        try await WFSProcess.run(["test"] + arguments, in: WFSProcess.packageRoot)
    }

    @Test("a passing flow prints its header, a ✓ line per step and the summary, and exits 0")
    func passing() async throws {
        let output = try await Self.test(["Flows/readme/01_alert_on_tap.yaml"])
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty)
        #expect(!output.standardOutput.contains("\u{1B}["), "no colour when piped")
        #expect(
            output.standardOutput == """
                Flows/readme/01_alert_on_tap.yaml (schema: 01_alert_on_tap.xml)
                  ✓ assertTitle: "Example"
                  ✓ assertVisible: "Example label"
                  ✓ assertVisible: "Example button"
                  ✓ tapOn: "Example button"
                  ✓ assertAlert: "Example button tapped!"
                  ✓ tapOn: "OK"
                  ✓ assertNotVisible: "Example button tapped!"
                  ✓ assertVisible: "Example label"
                1 flow: 1 passed, 0 failed (8 steps run)

                """)
    }

    @Test("a failing step prints path:line:column: error: with expected, actual and the screen, and exits 1")
    func failing() async throws {
        let output = try await Self.test(["--color", "never", "\(Self.flows)/broken_alert.yaml"])
        #expect(output.status == 1)
        try assertSnapshot(output.standardOutput, named: "test_broken_alert.txt")
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("  ✗ assertAlert: \"Example button tapped\""))
        #expect(
            lines.contains(
                "\(Self.flows)/broken_alert.yaml:8:5: error: the alert is not 'Example button tapped'"))
        #expect(lines.contains("  expected: an alert 'Example button tapped'"))
        #expect(lines.contains("  actual:   an alert 'Example button tapped!'"))
        #expect(lines.contains("    alert \"Example button tapped!\""), "the screen shows the alert")
        #expect(!output.standardOutput.contains("tapOn: \"OK\""), "the steps after the failure do not run")
        #expect(output.standardOutput.hasSuffix("1 flow: 0 passed, 1 failed (5 steps run)\n"))
    }

    @Test("a flow file with an unknown step prints its position and a suggestion, and exits 1")
    func badFlowFile() async throws {
        let output = try await Self.test(["--color", "never", "\(Self.flows)/typo_step.yaml"])
        #expect(output.status == 1)
        try assertSnapshot(output.standardOutput, named: "test_typo_step.txt")
        #expect(
            output.standardOutput.contains(
                "\(Self.flows)/typo_step.yaml:5:5: error: unknown step `tapon`; did you mean `tapOn`?"))
        #expect(!output.standardOutput.contains(WFSProcess.packageRoot.path), "the path is printed as given")
    }

    @Test("a missing flow file is a failed flow with a clear message; the other flows still run")
    func missingFile() async throws {
        let output = try await Self.test(["--color", "never", "no/such/flow.yaml", "Flows/readme/01_alert_on_tap.yaml"])
        #expect(output.status == 1)
        #expect(
            output.standardOutput.hasPrefix("no/such/flow.yaml: error: no such flow file or folder; check the path\n"))
        #expect(output.standardOutput.contains("Flows/readme/01_alert_on_tap.yaml (schema: 01_alert_on_tap.xml)"))
        #expect(output.standardOutput.hasSuffix("2 flows: 1 passed, 1 failed (8 steps run)\n"))
    }

    @Test("a folder without flow files is reported and fails")
    func emptyFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try await Self.test(["--color", "never", folder.path])
        #expect(output.status == 1)
        #expect(output.standardOutput.contains(": error: no *.yaml or *.yml flow files in this folder"))
    }

    @Test("folders are expanded to their *.yaml and *.yml files, nested ones too, in sorted order")
    func folders() async throws {
        let output = try await Self.test(["--color", "never", "\(Self.flows)/passing"])
        #expect(output.status == 0)
        let headers = output.standardOutput.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(
            headers == [
                "\(Self.flows)/passing/alert.yml (schema: ../01_alert_on_tap.xml)",
                "\(Self.flows)/passing/nested/dismiss.yaml (schema: ../../01_alert_on_tap.xml)",
                "2 flows: 2 passed, 0 failed (5 steps run)",
            ])
        let readme = try await Self.test(["--color", "never", "Flows/readme"])
        #expect(readme.status == 0)
        let count = try FileManager.default.contentsOfDirectory(
            atPath: WFSProcess.packageRoot.appendingPathComponent("Flows/readme").path
        ).filter { $0.hasSuffix(".yaml") }.count
        #expect(count >= 11)
        #expect(readme.standardOutput.contains("\n\(count) flows: \(count) passed, 0 failed ("))
        #expect(readme.standardOutput.hasPrefix("Flows/readme/01_alert_on_tap.yaml (schema: 01_alert_on_tap.xml)\n"))
    }

    @Test("--schemas reads the schema from another folder")
    func schemasOption() async throws {
        let flow = "\(Self.flows)/redirected.yaml"
        let beside = try await Self.test(["--color", "never", flow])
        #expect(beside.status == 1)
        #expect(
            beside.standardOutput.contains(
                """
                \(flow):2:9: error: the schema 04_push_controller.xml cannot run:
                \(Self.flows)/04_push_controller.xml: error: cannot read this file: no such file [WFS0900]
                """))
        let redirected = try await Self.test(["--color", "never", "--schemas", "Flows/readme", flow])
        #expect(redirected.status == 0)
        #expect(redirected.standardOutput.hasPrefix("\(flow) (schema: Flows/readme/04_push_controller.xml)\n"))
        #expect(redirected.standardOutput.hasSuffix("1 flow: 1 passed, 0 failed (4 steps run)\n"))
    }

    @Test("runtime warnings are listed under their flow with the schema position")
    func runtimeWarnings() async throws {
        let output = try await Self.test(["--color", "never", "Flows/readme/05_unhandled_message.yaml"])
        #expect(output.status == 0, "warnings do not fail a flow")
        #expect(
            output.standardOutput.contains(
                "\n  runtime warning: Flows/readme/05_unhandled_message.xml:3:9: <screen> has no action named "
                    + "'exampleButton2Tapped' (sent by <button> at 12:21); the message was not handled\n"))
    }

    @Test("a load through a symbolic link leaving the folder: the WFS0504 warning, then the load refused as in serve")
    func linkLeavingTheFolder() async throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("wfs-test-links-\(UUID().uuidString)")
        let app = root.appendingPathComponent("app")
        try manager.createDirectory(at: app, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: root) }
        try "<workflow><screen><title>TOP-SECRET</title></screen></workflow>".write(
            to: root.appendingPathComponent("secret.xml"), atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(
            atPath: app.appendingPathComponent("secret.xml").path, withDestinationPath: "../secret.xml")
        let schema = """
            <workflow><navigation><screen><title>Start</title>
            <view><button><title>Open</title><message>open</message></button></view>
            <actions><loadSchema name="open"><path>secret.xml</path><successAction><pushController/></successAction>
            <failureAction><showAlert>Failed to load schema</showAlert></failureAction></loadSchema></actions>
            </screen></navigation></workflow>
            """
        try schema.write(to: app.appendingPathComponent("main.xml"), atomically: true, encoding: .utf8)
        let flow = "schema: main.xml\nsteps:\n  - tapOn: \"Open\"\n  - assertAlert: \"Failed to load schema\"\n"
        try flow.write(to: app.appendingPathComponent("flow.yaml"), atomically: true, encoding: .utf8)
        let output = try await WFSProcess.run(["test", "--color", "never", "flow.yaml"], in: app)
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "main.xml:3:40: warning: the built-in file loader refuses 'secret.xml': it leaves the schema's folder "
                    + "through a symbolic link, so it is not read, and this loads only if the root delegate answers it "
                    + "[WFS0504]"))
        #expect(
            lines.contains(
                "  runtime warning: main.xml:3:10: loadSchema failed: \"secret.xml\" points outside the schema folder"))
        #expect(lines.last == "1 flow: 1 passed, 0 failed (2 steps run)")
        #expect(!output.standardOutput.contains("TOP-SECRET"))
    }

    @Test("colour: always colours marks and errors; never does not")
    func colour() async throws {
        let always = try await Self.test(["--color", "always", "\(Self.flows)/broken_alert.yaml"])
        #expect(always.standardOutput.contains("\u{1B}[31m✗\u{1B}[0m"))
        #expect(always.standardOutput.contains("\u{1B}[31merror: \u{1B}[0m"))
        let never = try await Self.test(["--color", "never", "\(Self.flows)/broken_alert.yaml"])
        #expect(!never.standardOutput.contains("\u{1B}["))
    }
}
