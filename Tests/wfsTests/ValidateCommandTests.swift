import Foundation
import Testing

@Suite("wfs validate, end to end")
struct ValidateCommandTests {
    @Test("a valid schema: no problems, exit 0")
    func valid() async throws {
        let output = try await WFSProcess.run(["validate", "hello.xml"])
        #expect(output.status == 0)
        #expect(output.standardOutput == "1 file checked: no problems\n")
    }

    @Test(
        "the README mistakes: compiler-style lines with source, notes and suggestions, exit 1",
        arguments: [
            "unclosed_title", "form_closed_by_view", "unknown_tab_item", "several_mistakes",
        ])
    func mistakes(name: String) async throws {
        let output = try await WFSProcess.run(["validate", "\(name).xml"])
        #expect(output.status == 1)
        #expect(!output.standardOutput.contains("\u{1B}["), "no colour when piped")
        try assertSnapshot(output.standardOutput, named: "\(name).txt")
    }

    @Test("the README mistakes are reported at the right lines")
    func lines() async throws {
        let unclosed = try await WFSProcess.run(["validate", "--no-source-lines", "unclosed_title.xml"]).standardOutput
        #expect(
            unclosed.hasPrefix(
                "unclosed_title.xml:4:27: error: <title> is opened again inside <title>; did you mean </title>? [WFS0102]"
            ))
        #expect(unclosed.contains("unclosed_title.xml:4:13: note: <title> opened here"))
        let form = try await WFSProcess.run(["validate", "--no-source-lines", "form_closed_by_view.xml"]).standardOutput
        #expect(form.hasPrefix("form_closed_by_view.xml:12:13: error: </view> does not match the open element <form>"))
        #expect(form.contains("form_closed_by_view.xml:5:13: note: <form> opened here"))
        let tab = try await WFSProcess.run(["validate", "--no-source-lines", "unknown_tab_item.xml"]).standardOutput
        #expect(tab.hasPrefix("unknown_tab_item.xml:4:13: error: <navigation> has no parameter <tabItem>"))
        #expect(tab.contains("did you mean <tabBarItem>?"))
    }

    @Test("--format json prints every diagnostic with its position, notes and suggestion")
    func json() async throws {
        let output = try await WFSProcess.run(["validate", "--format", "json", "hello.xml", "several_mistakes.xml"])
        #expect(output.status == 1)
        try assertSnapshot(output.standardOutput, named: "several_mistakes.json")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(files.count == 2)
        #expect((files[0]["diagnostics"] as? [Any])?.isEmpty == true)
        let diagnostics = try #require(files[1]["diagnostics"] as? [[String: Any]])
        #expect(report["errors"] as? Int == 8 && report["warnings"] as? Int == 1)
        #expect(diagnostics.count == 9)
        let first = try #require(diagnostics.first)
        #expect(first["code"] as? String == "WFS0201")
        #expect(first["line"] as? Int == 4 && first["column"] as? Int == 13)
        #expect(first["suggestion"] as? String == "tabBarItem")
        let titleProblem = try #require(diagnostics.first { $0["code"] as? String == "WFS0102" })
        #expect((titleProblem["notes"] as? [[String: Any]])?.first?["line"] as? Int == 8)
    }

    @Test("colour: always colours, never and piped output do not")
    func colour() async throws {
        let always = try await WFSProcess.run(["validate", "--color", "always", "unclosed_title.xml"])
        #expect(always.standardOutput.contains("\u{1B}[31merror:\u{1B}[0m"))
        let never = try await WFSProcess.run(["validate", "--color", "never", "unclosed_title.xml"])
        #expect(!never.standardOutput.contains("\u{1B}["))
    }

    @Test("a missing file is an error diagnostic, and the other files are still checked")
    func missingFile() async throws {
        let output = try await WFSProcess.run(["validate", "--no-source-lines", "nope.xml", "hello.xml"])
        #expect(output.status == 1)
        #expect(
            output.standardOutput == """
                nope.xml: error: cannot read this file: no such file [WFS0900]
                1 error, 0 warnings in 1 of 2 files

                """)
    }

    @Test("a missing file with a near name in its folder suggests it, written as the path was")
    func missingFileWithNearName() async throws {
        let beside = try await WFSProcess.run(["validate", "--no-source-lines", "helo.xml"])
        #expect(beside.status == 1)
        #expect(
            beside.standardOutput.hasPrefix(
                "helo.xml: error: cannot read this file: no such file; did you mean 'hello.xml'? [WFS0900]\n"))
        let below = try await WFSProcess.run(
            ["validate", "--no-source-lines", "Examples/helo.xml"], in: WFSProcess.packageRoot)
        #expect(
            below.standardOutput.hasPrefix(
                "Examples/helo.xml: error: cannot read this file: no such file; did you mean 'Examples/hello.xml'? "
                    + "[WFS0900]\n"))
        let json = try await WFSProcess.run(["validate", "--format", "json", "helo.xml"])
        #expect(json.standardOutput.contains("\"line\" : 0"))
        #expect(json.standardOutput.contains("\"suggestion\" : \"hello.xml\""))
    }

    @Test("warnings alone exit 0; --strict (or --warnings-as-errors) reports them as errors and exits 1")
    func warnings() async throws {
        let file = "warning_only.xml"
        let lenient = try await WFSProcess.run(["validate", file])
        #expect(lenient.status == 0)
        #expect(lenient.standardOutput.hasSuffix("0 errors, 1 warning (1 file checked)\n"))
        for flag in ["--strict", "--warnings-as-errors"] {
            let strict = try await WFSProcess.run(["validate", "--no-source-lines", flag, file])
            #expect(strict.status == 1)
            #expect(strict.standardOutput.contains(": error: "))
            #expect(!strict.standardOutput.contains(": warning: "))
            #expect(strict.standardOutput.hasSuffix("1 error, 0 warnings in 1 of 1 file\n"))
        }
    }

    @Test("the whole-schema checks run on a file without errors: the original README's second button is reported")
    func flowChecks() async throws {
        let output = try await WFSProcess.run(
            ["validate", "--no-source-lines", "Flows/readme/05_unhandled_message.xml"], in: WFSProcess.packageRoot)
        #expect(output.status == 0)
        #expect(
            output.standardOutput.contains(
                "Flows/readme/05_unhandled_message.xml:14:34: warning: <screen> has no action named "
                    + "'exampleButton2Tapped', so this message does nothing [WFS0500]"))
    }

    @Test("limits can be changed from the command line")
    func limits() async throws {
        let output = try await WFSProcess.run(["validate", "--no-source-lines", "--max-depth", "3", "hello.xml"])
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("[WFS0151]"))
    }

    @Test("limits below 1 are refused as a usage error, not a crash")
    func badLimits() async throws {
        let output = try await WFSProcess.run(["validate", "--max-depth", "0", "hello.xml"])
        #expect(output.status == 64)
        #expect(output.standardError.contains("--max-depth must be at least 1"))
    }

    @Test("wfs tags lists the vocabulary and describes one tag")
    func tags() async throws {
        let all = try await WFSProcess.run(["tags"])
        #expect(all.status == 0)
        #expect(all.standardOutput.contains("  tabBarItem "))
        let button = try await WFSProcess.run(["tags", "button"])
        #expect(button.standardOutput.contains("message: string|message (lazy)"))
        let typo = try await WFSProcess.run(["tags", "tabItem"])
        #expect(typo.status != 0)
        #expect(typo.standardError.contains("did you mean <tabBarItem>?"))
    }

    @Test("`-` reads a schema from standard input, with excerpts and the size limit")
    func standardInput() async throws {
        let broken = "<workflow>\n<screen>\n<title>Example<title>\n</screen>\n</workflow>\n"
        let output = try await WFSProcess.run(["validate", "-"], input: broken)
        #expect(output.status == 1)
        #expect(output.standardOutput.hasPrefix("<stdin>:3:15: error: <title> is opened again inside <title>"))
        #expect(output.standardOutput.contains("  3 | <title>Example<title>"))
        let clean = try await WFSProcess.run(["validate", "-", "hello.xml"], input: "<workflow><screen/></workflow>")
        #expect(clean.status == 0)
        #expect(clean.standardOutput == "2 files checked: no problems\n")
        let large = try await WFSProcess.run(
            ["validate", "--max-bytes", "100", "-"], input: String(repeating: " ", count: 5000))
        #expect(large.standardOutput.contains("[WFS0150]"))
    }

    @Test("--fix renames misspelt names in the file, prints each fix, then reports what is left")
    func fix() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("typos.xml")
        try "<workflow>\n<navigaton>\n<screen nmae=\"s\">\n<titel>A</titel>\n</screen>\n</navigaton>\n</workflow>\n"
            .write(
                to: file, atomically: true, encoding: .utf8)
        let output = try await WFSProcess.run(["validate", "--fix", "--no-source-lines", "typos.xml"], in: folder)
        #expect(output.status == 0)
        #expect(
            output.standardOutput == """
                typos.xml:2:1: fixed: now 'navigation' [WFS0200]
                typos.xml:3:9: fixed: now 'name' [WFS0214]
                typos.xml:4:1: fixed: now 'title' [WFS0201]
                1 file checked: no problems

                """)
        #expect(
            try String(contentsOf: file, encoding: .utf8)
                == "<workflow>\n<navigation>\n<screen name=\"s\">\n<title>A</title>\n</screen>\n</navigation>\n</workflow>\n"
        )
    }

    @Test("a load through a symbolic link leaving the folder is a warning at the load, and the file is never read")
    func linkLeavingTheFolder() async throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("wfs-links-\(UUID().uuidString)")
        let app = root.appendingPathComponent("app")
        for folder in ["app", "outside"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        defer { try? manager.removeItem(at: root) }
        // Read, the outside file would lend its key to the near misspelling and its title to the output.
        let secret = """
            <workflow><screen><title>TOP-SECRET-TITLE</title>
            <storeValue name="viewDidLoad"><name>outsideOnlyKey</name><value>1</value></storeValue>
            <loadSchema name="viewDidAppear"><path>main.xml</path><pushController/><showAlert>F</showAlert></loadSchema>
            </screen></workflow>
            """
        try secret.write(to: root.appendingPathComponent("outside/secret.xml"), atomically: true, encoding: .utf8)
        let main = """
            <workflow>
                <navigation>
                    <screen>
                        <title><string keyPath="outsideOnlyKez"/></title>
                        <actions>
                            <multipleActions name="viewDidLoad">
                                <loadSchema><path>secret.xml</path><pushController/><showAlert>F</showAlert></loadSchema>
                                <loadSchema><path>linked/secret.xml</path><pushController/><showAlert>F</showAlert></loadSchema>
                                <loadSchema><path>accounts.xml</path><pushController/><showAlert>F</showAlert></loadSchema>
                            </multipleActions>
                        </actions>
                    </screen>
                </navigation>
            </workflow>

            """
        try main.write(to: app.appendingPathComponent("main.xml"), atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(
            atPath: app.appendingPathComponent("secret.xml").path, withDestinationPath: "../outside/secret.xml")
        try manager.createSymbolicLink(
            atPath: app.appendingPathComponent("linked").path, withDestinationPath: "../outside")
        try manager.createSymbolicLink(
            atPath: app.appendingPathComponent("accounts.xml").path, withDestinationPath: "/etc/passwd")
        let refused = { (path: String) in
            "the built-in file loader refuses '\(path)': it leaves the schema's folder through a symbolic link, so it "
                + "is not read, and this loads only if the root delegate answers it [WFS0504]"
        }
        let output = try await WFSProcess.run(["validate", "--no-source-lines", "main.xml"], in: app)
        #expect(output.status == 0, "warnings only")
        #expect(
            output.standardOutput == """
                main.xml:4:20: warning: no stored value, form input or runtime answer of this flow is named \
                'outsideOnlyKez', so unless a root delegate's reply brings it, keyPath 'outsideOnlyKez' gives nothing \
                [WFS0507]
                main.xml:7:39: warning: \(refused("secret.xml"))
                main.xml:8:39: warning: \(refused("linked/secret.xml"))
                main.xml:9:39: warning: \(refused("accounts.xml"))
                0 errors, 4 warnings (1 file checked)

                """)
        let withSource = try await WFSProcess.run(["validate", "main.xml"], in: app)
        let json = try await WFSProcess.run(["validate", "--format", "json", "main.xml"], in: app)
        for text in [output.standardOutput, withSource.standardOutput, json.standardOutput] {
            #expect(!text.contains("TOP-SECRET") && !text.contains("outsideOnlyKey") && !text.contains("root:"))
        }
    }
}
