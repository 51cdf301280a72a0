import Foundation
import Testing

@Suite("wfs graph", .timeLimit(.minutes(2)))
struct GraphCommandTests {
    static let showcase = ["graph", "Examples/Showcase/app.xml"]

    @Test("Mermaid by default: the showcase's tabs, screens, pushes and decision graph")
    func mermaid() async throws {
        let output = try await WFSProcess.run(Self.showcase, in: WFSProcess.packageRoot)
        #expect(output.status == 0)
        #expect(output.standardOutput.hasPrefix("flowchart TD\n"))
        #expect(output.standardOutput.contains(#"n2["navigation: Home"]"#))
        #expect(output.standardOutput.contains(#"-->|"signUp: push"|"#))
        #expect(output.standardOutput.contains(#"subgraph g2["graph health"]"#))
    }

    @Test("--format svg draws with Graphviz's dot, or says clearly that it is missing")
    func svg() async throws {
        // No dot on this PATH: a clear message, exit 64 (a usage problem), nothing on standard output.
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-no-dot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let missing = try await WFSProcess.run(
            Self.showcase + ["--format", "svg"], environment: ["PATH": empty.path], in: WFSProcess.packageRoot)
        #expect(missing.status != 0)
        #expect(missing.standardError.contains("needs Graphviz's `dot`, which is not installed"))
        #expect(missing.standardOutput.isEmpty)
        // With dot (.ci/run installs Debian's graphviz), an SVG drawing.
        let drawn = try await WFSProcess.run(Self.showcase + ["--format", "svg"], in: WFSProcess.packageRoot)
        try #require(drawn.status == 0, "dot is not installed here: \(drawn.standardError)")
        #expect(drawn.standardOutput.contains("<svg"))
        #expect(drawn.standardOutput.contains("screen: Showcase"))
    }

    @Test("a schema with errors is not drawn: its errors, a reason, exit 1")
    func errors() async throws {
        let output = try await WFSProcess.run(
            ["graph", "Examples/mistakes/several_mistakes.xml"], in: WFSProcess.packageRoot)
        #expect(output.status != 0)
        #expect(output.standardError.contains("error: "))
        #expect(output.standardError.contains("has errors, so it is not drawn"))
    }
}
