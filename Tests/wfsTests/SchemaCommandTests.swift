import Foundation
import Testing

@Suite("wfs schema --xsd and --dtd", .timeLimit(.minutes(2)))
struct SchemaCommandTests {
    @Test("the XSD accepts the project's example schemas and refuses a misspelt parameter (checked with xmllint)")
    func xmllint() async throws {
        let output = try await WFSProcess.run(["schema", "--xsd"], in: WFSProcess.packageRoot)
        #expect(output.status == 0)
        #expect(output.standardOutput.contains(#"<xs:element name="button">"#))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-xsd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xsd = folder.appendingPathComponent("workflow.xsd")
        try output.standardOutput.write(to: xsd, atomically: true, encoding: .utf8)
        let bad = folder.appendingPathComponent("bad.xml")
        try "<workflow><screen><titel>x</titel></screen></workflow>".write(to: bad, atomically: true, encoding: .utf8)
        let examples = [
            "Examples/Showcase/app.xml", "Flows/readme/05_unhandled_message.xml", "Flows/graphs/health.xml",
        ]
        .map { WFSProcess.packageRoot.appendingPathComponent($0).path }
        // .ci/run installs xmllint (Debian's libxml2-utils).
        let good = try await Self.xmllint(["--noout", "--schema", xsd.path] + examples)
        try #require(good.status != 127, "xmllint is not installed here")
        #expect(good.status == 0, "\(good.output)")
        let refused = try await Self.xmllint(["--noout", "--schema", xsd.path, bad.path])
        #expect(refused.status != 0)
        #expect(refused.output.contains("titel"))
    }

    @Test("the DTD accepts the project's example schemas and refuses a misspelt parameter (xmllint --dtdvalid)")
    func dtd() async throws {
        let output = try await WFSProcess.run(["schema", "--dtd"], in: WFSProcess.packageRoot)
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("<!ELEMENT button (#PCDATA | "))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-dtd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dtd = folder.appendingPathComponent("workflow.dtd")
        try output.standardOutput.write(to: dtd, atomically: true, encoding: .utf8)
        let bad = folder.appendingPathComponent("bad.xml")
        try "<workflow><screen><titel>x</titel></screen></workflow>".write(to: bad, atomically: true, encoding: .utf8)
        let examples = [
            "Examples/Showcase/app.xml", "Flows/readme/05_unhandled_message.xml", "Flows/graphs/health.xml",
        ]
        .map { WFSProcess.packageRoot.appendingPathComponent($0).path }
        let good = try await Self.xmllint(["--noout", "--dtdvalid", dtd.path] + examples)
        try #require(good.status != 127, "xmllint is not installed here")
        #expect(good.status == 0, "\(good.output)")
        let refused = try await Self.xmllint(["--noout", "--dtdvalid", dtd.path, bad.path])
        #expect(refused.status != 0)
        #expect(refused.output.contains("titel"))
    }

    static func xmllint(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        try await WFSProcess.onOwnThread {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["xmllint"] + arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
    }
}
