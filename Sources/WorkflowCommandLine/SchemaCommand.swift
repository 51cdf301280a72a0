import ArgumentParser
import WorkflowSchema
import WorkflowWeb

/// `wfs schema --xsd | --dtd | --json-schema | --openapi`: the vocabulary as an XML Schema, a DTD or a JSON
/// Schema, for editors; or the OpenAPI description of `wfs serve`'s JSON API.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the vocabulary as an XML Schema (XSD), a DTD or a JSON Schema, for editors and checks.",
        discussion: """
            Point your editor's XML support at the XSD (for example `xsi:noNamespaceSchemaLocation` \
            on <workflow>, or the XML extension's file association) to complete tag and parameter names. \
            The DTD is looser (any order, no namespaces) and is meant for `xmllint --dtdvalid`; schema \
            files may not name it in a DOCTYPE. \
            The JSON Schema (draft 2020-12) describes the JSON form of schemas (docs/JSON.md); name it \
            in a document's "$schema" key or in the editor's settings. \
            --openapi prints the OpenAPI 3.1 description of `wfs serve`'s JSON API (docs/NATIVE.md), with \
            what --delegate POSTs to a backend under "webhooks" (docs/DELEGATE.md).
            """
    )

    /// The exported formats.
    enum Format: EnumerableFlag {
        case xsd
        case dtd
        case jsonSchema
        case openapi

        static func help(for value: Format) -> ArgumentHelp? {
            switch value {
            case .xsd: "Print the XSD (the default)."
            case .dtd: "Print a DTD of the same vocabulary, for xmllint --dtdvalid."
            case .jsonSchema: "Print the JSON Schema of the JSON form."
            case .openapi: "Print the OpenAPI 3.1 description of wfs serve's JSON API and of --delegate's requests."
            }
        }
    }

    @Flag(exclusivity: .exclusive)
    var format: Format = .xsd

    func run() throws {
        let tags = WorkflowCommandLine.registry.tags
        switch format {
        case .xsd: print(XSDWriter(registry: tags).write(), terminator: "")
        case .dtd: print(DTDWriter(registry: tags).write(), terminator: "")
        case .jsonSchema: print(JSONSchemaWriter(registry: tags).write(), terminator: "")
        case .openapi: print(OpenAPIDocument.json, terminator: "")
        }
    }
}
