import WorkflowRuntime

/// The `wfs` commands (`validate`, `test`, `serve`, …) for any registry: the `wfs` tool runs them
/// with the standard tags, and an application's own tool with its own tags as well.
///
/// ```swift
/// // Sources/my-app/main.swift
/// import WorkflowCommandLine
/// await WorkflowCommandLine.main(registry: MyApp.registry, commandName: "my-app")
/// ```
public enum WorkflowCommandLine {
    /// The tags the commands load, check and run.
    @TaskLocal static var registry = RuntimeRegistry.standard
    /// The name the help and usage lines give the tool.
    @TaskLocal static var commandName = "wfs"

    /// Parses the process's arguments and runs the command they name, then exits.
    public static func main(registry: RuntimeRegistry = .standard, commandName: String = "wfs") async {
        await $registry.withValue(registry) {
            await $commandName.withValue(commandName) {
                await WFS.main()
            }
        }
    }
}
