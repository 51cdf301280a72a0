import ArgumentParser
import Foundation
import WorkflowSchema

/// `wfs format FILE… [--check]`: lays schema files out canonically.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Lay schema files out canonically: one element per line, four-space indents, comments kept.",
        discussion: """
            Rewrites each file that is not laid out yet and names it. Nothing a parse can see \
            changes, and formatting twice changes nothing. With --check, changes no file: names \
            the files that would change and exits with 1 if there are any. A schema in the JSON \
            form keeps that form, in its canonical layout (docs/JSON.md). A file that is not \
            well-formed is left alone, with an error (`wfs validate` shows why).
            """
    )

    @Argument(help: "The schema files.", completion: .file(extensions: ["xml", "json"]))
    var files: [String]

    @Flag(help: "Change no file; exit with 1 when any would change.")
    var check = false

    func run() throws {
        var failed = false
        var changed: [String] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                printError("\(file): cannot read this file")
                failed = true
                continue
            }
            let text = String(decoding: data, as: UTF8.self)
            guard let formatted = SchemaFormatter().format(text) else {
                printError("\(file): not well-formed, so it is left as it is; `wfs validate \(file)` shows why")
                failed = true
                continue
            }
            guard formatted != text else { continue }
            changed.append(file)
            if check {
                print("\(file) would be reformatted")
            } else {
                try formatted.write(toFile: file, atomically: true, encoding: .utf8)
                print("formatted \(file)")
            }
        }
        let count = changed.count == 1 ? "1 file" : "\(changed.count) files"
        print(check ? "\(count) of \(files.count) would change" : "\(count) of \(files.count) changed")
        if failed || (check && !changed.isEmpty) { throw ExitCode(1) }
    }

    private func printError(_ message: String) {
        FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
    }
}
