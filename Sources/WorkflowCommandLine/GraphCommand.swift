import ArgumentParser
import Foundation
import WorkflowSchema

/// `wfs graph FILE [--format mermaid|dot|svg]`: draws a schema's navigation graph.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract:
            "Draw a schema's navigation: controllers, what pushes, presents, loads and messages what, decision graphs.",
        discussion: """
            Follows the files the schema loads (relative to its folder). Mermaid output can be pasted \
            into a Markdown file in a ```mermaid block; SVG needs Graphviz's `dot` on the PATH.
            """
    )

    @Argument(help: "The schema file.", completion: .file(extensions: ["xml", "json"]))
    var file: String

    @Option(help: "Output format: mermaid, dot or svg.")
    var format: GraphFormat = .mermaid

    func run() throws {
        let url = URL(fileURLWithPath: file)
        let result = SchemaLoader(registry: WorkflowCommandLine.registry.tags).load(contentsOf: url)
        guard let schema = result.schema, !result.hasErrors else {
            let formatter = DiagnosticFormatter(usesColor: false, showsSourceLines: false)
            for diagnostic in result.diagnostics where diagnostic.severity == .error {
                FileHandle.standardError.write(Data((formatter.format(diagnostic, path: file) + "\n").utf8))
            }
            Self.fail("\(file) has errors, so it is not drawn; `wfs validate \(file)` shows them")
            throw ExitCode(1)
        }
        let graph = NavigationGraphBuilder().build(schema, file: url)
        switch format {
        case .mermaid: print(MermaidWriter().write(graph), terminator: "")
        case .dot: print(DotWriter().write(graph), terminator: "")
        case .svg:
            guard let svg = Self.svg(DotWriter().write(graph)) else { throw ExitCode(1) }
            print(svg, terminator: "")
        }
    }

    private static func fail(_ message: String) {
        FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
    }

    /// Runs Graphviz's `dot -Tsvg` on `dot` text; nil, with the reason printed, when it cannot.
    static func svg(_ dot: String) -> String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else {
            fail(
                "--format svg needs Graphviz's `dot`, which is not installed (on Debian: apt-get install graphviz); "
                    + "use --format mermaid or --format dot")
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do {
            try process.run()
            input.fileHandleForWriting.write(Data(dot.utf8))
            try input.fileHandleForWriting.close()
        } catch {
            fail("could not run \(path): \(error)")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            fail("`dot -Tsvg` failed with status \(process.terminationStatus)")
            return nil
        }
        return String(decoding: data, as: UTF8.self)
    }
}
