import ArgumentParser

/// The `wfs` command-line tool.
@main
struct WFS: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wfs",
        abstract: "Check and run WorkflowSchema documents: app workflows described in XML.",
        version: "0.1.0",
        subcommands: [
            ValidateCommand.self, TestCommand.self, ServeCommand.self, GraphCommand.self, FormatCommand.self,
            ConvertCommand.self, SchemaCommand.self, TagsCommand.self,
        ]
    )
}
