import ArgumentParser
import Foundation
import WorkflowSchema

/// `wfs validate FILE…`: reports every problem of each schema, compiler style.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check schema files and report every problem with its position.",
        discussion: """
            Prints `path:line:column: severity: message [CODE]` for each problem, followed by the \
            source line, then the whole-schema checks (WFS05xx) of each file without errors. Exits \
            with 1 when any file has an error (with --strict, any problem). Codes are documented \
            in docs/DIAGNOSTICS.md.
            """
    )

    @Argument(
        help: "The schema files to check; `-` reads one from standard input.",
        completion: .file(extensions: ["xml", "json"]))
    var files: [String]

    /// The bytes read from standard input, kept for the source excerpts.
    private var standardInput: [UInt8]?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(help: "Colour the text output: auto, always or never.")
    var color: ColorChoice = .auto

    @Flag(help: "Do not show the source line under each problem.")
    var noSourceLines = false

    @Flag(
        name: [.customLong("strict"), .customLong("warnings-as-errors")],
        help: "Report warnings as errors, and exit with 1 when there is any.")
    var strict = false

    @Flag(help: "Apply the safe fixes first (misspelt tag, parameter, attribute and value names), rewriting the files.")
    var fix = false

    @Option(help: "The largest document accepted, in bytes.")
    var maxBytes: Int = MarkupLimits.default.maxDocumentBytes

    @Option(help: "The deepest element nesting accepted.")
    var maxDepth: Int = MarkupLimits.default.maxDepth

    @Option(help: "The most elements accepted in one document.")
    var maxElements: Int = MarkupLimits.default.maxElements

    func validate() throws {
        for (flag, value) in [("--max-bytes", maxBytes), ("--max-depth", maxDepth), ("--max-elements", maxElements)]
        where value < 1 {
            throw ValidationError("\(flag) must be at least 1, not \(value)")
        }
    }

    mutating func run() throws {
        var limits = MarkupLimits()
        limits.maxDocumentBytes = maxBytes
        limits.maxDepth = maxDepth
        limits.maxElements = maxElements
        let validator = WorkflowCommandLine.registry.validator(limits: limits)
        var results: [(path: String, diagnostics: [Diagnostic])] = []
        for path in files {
            if path == "-" {
                standardInput = StandardInput.read(limit: limits.maxDocumentBytes)
                results.append((StandardInput.label, validator.validate(source: standardInput ?? []).diagnostics))
            } else {
                let url = URL(fileURLWithPath: path)
                if fix { try Self.applySafeFixes(to: url, path: path, loader: validator.loader) }
                results.append((path, validator.validate(file: url).diagnostics))
            }
        }
        if strict {
            results = results.map { result in
                (
                    result.path,
                    result.diagnostics.map { diagnostic in
                        var raised = diagnostic
                        if raised.severity == .warning { raised.severity = .error }
                        return raised
                    }
                )
            }
        }
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = try encoder.encode(ValidationReport(results: results))
            print(String(decoding: data, as: UTF8.self))
        case .text:
            printText(results, limits: limits)
        }
        let all = results.flatMap(\.diagnostics)
        let failed = all.contains { $0.severity == .error }
        if failed { throw ExitCode(1) }
    }

    /// Rewrites the file with its safe fixes applied, printing each as `path:line:column: fixed: …`.
    ///
    /// A fix can uncover more (an unknown tag hides the problems inside it), so fixing repeats
    /// while it finds something, a few times at most.
    static func applySafeFixes(to url: URL, path: String, loader: SchemaLoader) throws {
        guard let data = FileManager.default.contents(atPath: url.path) else { return }
        var text = String(decoding: data, as: UTF8.self)
        let fixes = SafeFixes()
        var changed = false
        for _ in 0..<8 {
            let edits = fixes.edits(for: loader.load(text).diagnostics, in: text)
            guard !edits.isEmpty else { break }
            var reported: Set<Diagnostic> = []
            for edit in edits where reported.insert(edit.diagnostic).inserted {
                print(
                    "\(edit.diagnostic.range.start.place(in: path)): fixed: now '\(edit.replacement)' "
                        + "[\(edit.diagnostic.code.rawValue)]")
            }
            text = fixes.apply(edits, to: text)
            changed = true
        }
        if changed { try text.write(to: url, atomically: true, encoding: .utf8) }
    }

    private func printText(_ results: [(path: String, diagnostics: [Diagnostic])], limits: MarkupLimits) {
        let formatter = DiagnosticFormatter(usesColor: color.enabled, showsSourceLines: !noSourceLines)
        for (path, diagnostics) in results where !diagnostics.isEmpty {
            let source = sourceLines(of: path, limit: limits.maxDocumentBytes)
            for diagnostic in diagnostics {
                print(formatter.format(diagnostic, path: path, source: source))
            }
        }
        print(Summary(results: results).text(usesColor: color.enabled))
    }

    private func sourceLines(of path: String, limit: Int) -> SourceLines? {
        if path == StandardInput.label, let standardInput { return noSourceLines ? nil : SourceLines(standardInput) }
        guard !noSourceLines, let data = FileManager.default.contents(atPath: path), data.count <= limit else {
            return nil
        }
        return SourceLines([UInt8](data))
    }
}
