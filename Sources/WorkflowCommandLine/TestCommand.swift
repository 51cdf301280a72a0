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

    @Flag(
        help: """
            After every step, also replay the session's journal into a new session and check that it shows \
            the same screen (what a restart of `wfs serve` does).
            """)
    var checkReplay = false

    mutating func run() async throws {
        let usesColor = color.enabled
        let entries = FlowFiles.expand(flows)
        var passed = 0
        var steps = 0
        var warnedSchemas: Set<String> = []
        // One for every flow: a schema and the files it loads are read and checked once.
        let validator = WorkflowCommandLine.registry.validator()
        for entry in entries {
            if let problem = entry.problem {
                printError(at: entry.path, problem, usesColor: usesColor)
                continue
            }
            if await runFlow(
                at: entry.path, validator: validator, usesColor: usesColor, steps: &steps,
                warnedSchemas: &warnedSchemas)
            {
                passed += 1
            }
        }
        let failed = entries.count - passed
        let flowWord = entries.count == 1 ? "flow" : "flows"
        let stepWord = steps == 1 ? "step" : "steps"
        let summary = "\(entries.count) \(flowWord): \(passed) passed, \(failed) failed (\(steps) \(stepWord) run)"
        print((failed == 0 ? TerminalStyle.green : .boldRed).apply(to: summary, when: usesColor))
        if failed > 0 { throw ExitCode(1) }
    }

    /// Runs one flow file, printing its header, each step, its schema's warnings (once per schema in
    /// `warnedSchemas`), its failure and its runtime issues; true if it passed.
    private func runFlow(
        at path: String, validator: SchemaValidator, usesColor: Bool, steps: inout Int, warnedSchemas: inout Set<String>
    ) async -> Bool {
        let flow: FlowFile
        do {
            flow = try FlowFile.load(contentsOf: URL(fileURLWithPath: path))
        } catch {
            print(TerminalStyle.bold.apply(to: path, when: usesColor))
            printError(at: "\(path):\(error.position)", error.message, usesColor: usesColor)
            print()
            return false
        }
        // With --schemas the schema is not beside the flow, so show where it is read from.
        let schema = schemas.map { ($0 as NSString).appendingPathComponent(flow.schema) } ?? flow.schema
        print(TerminalStyle.bold.apply(to: "\(path) (schema: \(schema))", when: usesColor))
        var runner = FlowRunner(
            flow: flow, schemaFolder: schemas.map { URL(fileURLWithPath: $0) }, registry: WorkflowCommandLine.registry)
        runner.checksReplay = checkReplay
        runner.validator = validator
        let outcome = await runner.run { step in
            let mark = (step.passed ? TerminalStyle.green : .red).apply(to: step.passed ? "✓" : "✗", when: usesColor)
            print("  \(mark) \(step.step.text)")
        }
        steps += outcome.steps.count
        if let schemaPath = outcome.schemaPath, warnedSchemas.insert(schemaPath).inserted {
            printWarnings(outcome.warnings, path: schemaPath, usesColor: usesColor)
        }
        if let setupFailure = outcome.setupFailure {
            printError(at: "\(path):\(flow.schemaPosition)", setupFailure, usesColor: usesColor)
        } else if let failed = outcome.steps.last(where: { !$0.passed }), let failure = failed.failure {
            printError(at: "\(path):\(failed.step.position)", failure.description, usesColor: usesColor)
        }
        for issue in outcome.issues {
            let style: TerminalStyle = issue.severity == .error ? .red : .yellow
            let label = style.apply(to: "runtime \(issue.severity.rawValue):", when: usesColor)
            print("  \(label) \(Self.place(of: issue))\(issue.message)")
        }
        // A blank line ends a failure's details, so that the next flow's header stands out.
        if !outcome.passed { print() }
        return outcome.passed
    }

    /// The schema's warnings exactly as `wfs validate` prints them (with their source lines).
    private func printWarnings(_ warnings: [Diagnostic], path: String, usesColor: Bool) {
        guard !warnings.isEmpty else { return }
        let formatter = DiagnosticFormatter(usesColor: usesColor, showsSourceLines: true)
        let source = FileManager.default.contents(atPath: path).map { SourceLines([UInt8]($0)) }
        for warning in warnings { print(formatter.format(warning, path: path, source: source)) }
    }

    /// `location: error: message`, compiler style, so that editors and CI logs link to the place.
    private func printError(at location: String, _ message: String, usesColor: Bool) {
        print(
            TerminalStyle.bold.apply(to: "\(location): ", when: usesColor)
                + TerminalStyle.red.apply(to: "error: ", when: usesColor) + message)
    }

    /// `schema.xml:3:9: ` for an issue with a position, or nothing.
    private static func place(of issue: RuntimeIssue) -> String {
        issue.place.isEmpty ? "" : issue.place + ": "
    }
}
