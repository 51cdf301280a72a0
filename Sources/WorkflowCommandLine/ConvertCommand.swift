import ArgumentParser
import Foundation
import WorkflowSchema

/// `wfs convert FILE [--to json|xml]`: writes a schema in the other form.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a schema in its JSON form, or a JSON schema as XML.",
        discussion: """
            Prints the converted schema, or writes it with --output. Elements, attributes and text \
            are kept in order, so both forms load to the same schema; XML comments have no place \
            in JSON and are dropped. A file that is not well-formed is left alone, with an error \
            (`wfs validate` shows why). See docs/JSON.md.
            """
    )

    @Argument(help: "The schema file (XML or JSON).", completion: .file(extensions: ["xml", "json"]))
    var file: String

    @Option(help: "The form to write: json or xml (default: the other form).")
    var to: SchemaForm?

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ValidationError("\(file): cannot read this file")
        }
        let bytes = [UInt8](data)
        let document = MarkupReader().read(bytes)
        guard document.isComplete, !document.hasErrors, let root = document.root else {
            throw ValidationError("\(file): not well-formed, so it is not converted; `wfs validate \(file)` shows why")
        }
        let form = to ?? (SchemaForm.of(bytes) == .json ? .xml : .json)
        let text = form == .json ? JSONFormWriter().write(root) : MarkupXMLWriter().write(root)
        if let output {
            try text.write(toFile: output, atomically: true, encoding: .utf8)
        } else {
            print(text, terminator: "")
        }
    }
}

extension SchemaForm: ExpressibleByArgument {}
