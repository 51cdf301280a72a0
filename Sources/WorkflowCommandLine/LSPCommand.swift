import ArgumentParser
import Foundation
import WorkflowLanguageServer
import WorkflowSchema

/// `wfs lsp`: a Language Server Protocol server over standard input and output (docs/EDITORS.md).
struct LSPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol on standard input and output, for editors.",
        discussion: """
            Editors start it themselves (docs/EDITORS.md has the settings for Neovim, VS Code and \
            Helix). It checks each open schema as you type, with the same checks as `wfs \
            validate`, and offers completion, hover, go to definition and references, rename, an \
            outline, formatting and quick fixes. It logs to standard error.
            """
    )

    @Flag(help: "Accepted for editors that pass it; standard input and output are always used.")
    var stdio = false

    @Option(
        help: ArgumentHelp(
            "The address of docs/DIAGNOSTICS.md, linked from each diagnostic's code.",
            discussion: "By default, the copy in the checkout `wfs` was built from, when there is one."))
    var diagnosticsURL: String?

    @Option(help: "The largest document accepted, in bytes.")
    var maxBytes: Int = MarkupLimits.default.maxDocumentBytes

    func validate() throws {
        if maxBytes < 1 { throw ValidationError("--max-bytes must be at least 1, not \(maxBytes)") }
    }

    func run() async throws {
        // A client that goes away must not kill the server with SIGPIPE mid-write.
        signal(SIGPIPE, SIG_IGN)
        if isatty(STDIN_FILENO) != 0 {
            FileHandle.standardError.write(
                Data(
                    ("wfs lsp: waiting for a Language Server Protocol client on standard input; editors start "
                        + "it themselves (docs/EDITORS.md). Ctrl-D ends it.\n").utf8))
        }
        var limits = MarkupLimits()
        limits.maxDocumentBytes = maxBytes
        // A document travels inside JSON, escaped: room for twice its size, and the envelope.
        let streams = StandardStreams(maximumBodyBytes: min(maxBytes, Int.max / 4) * 2 + 64 * 1024)
        let server = LanguageServer(
            validator: WorkflowCommandLine.registry.validator(limits: limits),
            diagnosticsURL: diagnosticsURL ?? Self.checkoutDiagnostics(),
            send: streams.write,
            log: { line in FileHandle.standardError.write(Data(("wfs lsp: " + line + "\n").utf8)) })
        let code = await server.serve(streams.pieces())
        if code != 0 { throw ExitCode(code) }
    }

    /// docs/DIAGNOSTICS.md of the checkout the running program was built in, as a file URL.
    static func checkoutDiagnostics() -> String? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = folder.appendingPathComponent("docs/DIAGNOSTICS.md")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate.absoluteString }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
