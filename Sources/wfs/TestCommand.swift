import ArgumentParser
import Foundation
import WorkflowRuntime
import WorkflowSchema
import WorkflowTesting

/// `wfs test FLOW…`: runs flow files headlessly and reports each step.
struct TestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run flow files: drive schemas the way a person would and check what is on screen.",
        discussion: """
            A flow is a YAML file naming a schema and a list of steps (tapOn, assertVisible, back…); \
            see docs/FLOWS.md. Each step is printed as it runs; a failing step shows the flow file's \
            line, what was expected, what was found, and the screen. Exits with 1 when any flow fails.
            """
    )

    @Argument(help: "Flow files, or folders searched for *.yaml and *.yml files.", completion: .file())
    var flows: [String]

    @Option(help: "Read each flow's schema and assets from this folder instead of the flow file's folder.")
    var schemas: String?

    @Option(help: "Colour the output: auto, always or never.")
    var color: ColorChoice = .auto

    mutating func run() async throws {
        let usesColor = color.enabled
        let files = try FlowFiles.expand(flows)
        var passed = 0
        var steps = 0
        for path in files {
            let ok = await runFlow(at: path, usesColor: usesColor, steps: &steps)
            if ok { passed += 1 }
        }
        let failed = files.count - passed
        let flowWord = files.count == 1 ? "flow" : "flows"
        let summary = "\(files.count) \(flowWord): \(passed) passed, \(failed) failed (\(steps) steps run)"
        print((failed == 0 ? TerminalStyle.green : .boldRed).apply(to: summary, when: usesColor))
        if failed > 0 { throw ExitCode(1) }
    }

    private func runFlow(at path: String, usesColor: Bool, steps: inout Int) async -> Bool {
        let flow: FlowFile
        do {
            flow = try FlowFile.load(contentsOf: URL(fileURLWithPath: path))
        } catch {
            print(TerminalStyle.bold.apply(to: path, when: usesColor))
            print(TerminalStyle.red.apply(to: error.description, when: usesColor))
            return false
        }
        print(TerminalStyle.bold.apply(to: "\(path) (\(flow.schema))", when: usesColor))
        let runner = FlowRunner(flow: flow, schemaFolder: schemas.map { URL(fileURLWithPath: $0) })
        let outcome = await runner.run { step in
            let mark = step.passed ? TerminalStyle.green.apply(to: "✓", when: usesColor) : TerminalStyle.red.apply(
                to: "✗", when: usesColor)
            print("  \(mark) \(step.step.text)")
        }
        steps += outcome.steps.count
        if let setupFailure = outcome.setupFailure {
            print(TerminalStyle.red.apply(to: "\(path): error: \(setupFailure)", when: usesColor))
            return false
        }
        if let failed = outcome.steps.last(where: { !$0.passed }), let failure = failed.failure {
            let position = "\(path):\(failed.step.position.line):\(failed.step.position.column)"
            print(TerminalStyle.bold.apply(to: "\(position): ", when: usesColor)
                + TerminalStyle.red.apply(to: "error: ", when: usesColor) + failure.description)
        }
        for issue in outcome.issues {
            let style: TerminalStyle = issue.severity == .error ? .red : .yellow
            print("  " + style.apply(to: "runtime \(issue.description)", when: usesColor))
        }
        return outcome.passed
    }
}
