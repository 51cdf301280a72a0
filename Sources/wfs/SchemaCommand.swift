import ArgumentParser
import WorkflowSchema

/// `wfs schema --xsd`: the vocabulary as an XML Schema, for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the vocabulary as an XML Schema (XSD), for editor completion and checks.",
        discussion: """
            Point your editor's XML support at the file (for example `xsi:noNamespaceSchemaLocation` \
            on <workflow>, or the XML extension's file association) to complete tag and parameter names.
            """
    )

    @Flag(help: "Print the XSD (the default).")
    var xsd = false

    func run() throws {
        print(XSDWriter().write(), terminator: "")
    }
}
