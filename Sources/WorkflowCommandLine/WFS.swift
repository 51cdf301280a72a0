import ArgumentParser

/// The `wfs` command-line tool (or an application's own tool made with `WorkflowCommandLine.main`).
struct WFS: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: WorkflowCommandLine.commandName,
            abstract: "Check and run WorkflowSchema documents: app workflows described in XML.",
            version: "0.1.0",
            subcommands: [
                ValidateCommand.self, TestCommand.self, ServeCommand.self, GraphCommand.self, FormatCommand.self,
                ConvertCommand.self, SchemaCommand.self, TagsCommand.self, LSPCommand.self,
            ]
        )
    }
}
