import Foundation
import Testing

@Suite("wfs format", .timeLimit(.minutes(2)))
struct FormatCommandTests {
    func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test("--check names the files that would change and exits 1; without it they are rewritten, then --check passes")
    func checkThenFormat() async throws {
        let messy = "<workflow><screen><title>A</title></screen></workflow>"
        let tidy = "<workflow>\n    <screen/>\n</workflow>\n"
        let folder = try folder(["messy.xml": messy, "tidy.xml": tidy])
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try await WFSProcess.run(["format", "--check", "messy.xml", "tidy.xml"], in: folder)
        #expect(check.status == 1)
        #expect(check.standardOutput == "messy.xml would be reformatted\n1 file of 2 would change\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("messy.xml"), encoding: .utf8) == messy)
        let format = try await WFSProcess.run(["format", "messy.xml", "tidy.xml"], in: folder)
        #expect(format.status == 0)
        #expect(format.standardOutput == "formatted messy.xml\n1 file of 2 changed\n")
        #expect(
            try String(contentsOf: folder.appendingPathComponent("messy.xml"), encoding: .utf8)
                == "<workflow>\n    <screen>\n        <title>A</title>\n    </screen>\n</workflow>\n")
        let again = try await WFSProcess.run(["format", "--check", "messy.xml", "tidy.xml"], in: folder)
        #expect(again.status == 0)
    }

    @Test("a file that is not well-formed is left alone, with an error and exit 1")
    func broken() async throws {
        let folder = try folder(["broken.xml": "<workflow><screen></workflow>"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try await WFSProcess.run(["format", "broken.xml"], in: folder)
        #expect(output.status == 1)
        #expect(output.standardError.contains("broken.xml: not well-formed, so it is left as it is"))
        #expect(
            try String(contentsOf: folder.appendingPathComponent("broken.xml"), encoding: .utf8)
                == "<workflow><screen></workflow>")
    }
}
