import Foundation
import Testing

/// One example of docs/DIAGNOSTICS.md: a schema and/or shell commands, and the output shown.
struct DocumentedExample: CustomTestStringConvertible, Sendable {
    let line: Int
    /// The schema of the example and the file it is written to (`example.xml` or `example.json`).
    let schema: (file: String, text: String)?
    let shell: String?
    let expected: String

    var testDescription: String { "DIAGNOSTICS.md line \(line)" }

    /// The examples of the reference, in order: an ```xml or ```json block and/or a ```sh block, then ```text.
    static let all: [DocumentedExample] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        guard let text = try? String(contentsOf: root.appendingPathComponent("docs/DIAGNOSTICS.md"), encoding: .utf8)
        else { return [] }
        var blocks: [(line: Int, language: String, body: String)] = []
        var current: (line: Int, language: String, body: [String])?
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append((open.line, open.language, open.body.map { $0 + "\n" }.joined()))
                    current = nil
                } else {
                    current = (number + 1, String(line.dropFirst(3)), [])
                }
            } else if current != nil {
                current!.body.append(line)
            }
        }
        var examples: [DocumentedExample] = []
        var index = 0
        while index < blocks.count {
            var schema: (file: String, text: String)?
            var shell: String?
            var next = index
            if blocks[next].language == "xml" || blocks[next].language == "json" {
                schema = ("example." + blocks[next].language, blocks[next].body)
                next += 1
            }
            if next < blocks.count, blocks[next].language == "sh" {
                shell = blocks[next].body
                next += 1
            }
            if schema != nil || shell != nil, next < blocks.count, blocks[next].language == "text" {
                examples.append(
                    DocumentedExample(
                        line: blocks[index].line, schema: schema, shell: shell, expected: blocks[next].body))
                index = next + 1
            } else {
                index += 1
            }
        }
        return examples
    }()
}

@Suite("docs/DIAGNOSTICS.md matches the tool")
struct DiagnosticsDocTests {
    @Test("the reference has an example for most codes")
    func enoughExamples() {
        #expect(DocumentedExample.all.count >= 45)
    }

    @Test("each example prints what the reference shows", arguments: DocumentedExample.all)
    func example(_ example: DocumentedExample) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        if let schema = example.schema {
            try schema.text.write(to: folder.appendingPathComponent(schema.file), atomically: true, encoding: .utf8)
        }
        let command = example.shell ?? "wfs validate --no-source-lines \(example.schema?.file ?? "example.xml")"
        let data = try await WFSProcess.onOwnThread {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", command]
            process.currentDirectoryURL = folder
            var environment = ProcessInfo.processInfo.environment
            let tools = WFSProcess.executable.deletingLastPathComponent().path
            environment["PATH"] = tools + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment["NO_COLOR"] = "1"
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return data
        }
        let summary = #/^(\d+ errors?, \d+ warnings?.*|\d+ files? checked: no problems)$/#
        let actual = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.isEmpty && $0.wholeMatch(of: summary) == nil }
            .map { $0 + "\n" }.joined()
        #expect(actual == example.expected)
    }
}
