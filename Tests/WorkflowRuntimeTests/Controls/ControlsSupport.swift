import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowTestSupport

/// Schemas for the control tests: views in a root screen that forwards every message to a
/// recording root delegate, so tests see which messages views send.
enum Controls {
    /// A root screen holding `views` in a container, forwarding all messages.
    static func screen(_ views: String, extra: String = "") -> String {
        """
        <workflow><screen><shouldForwardAllMessages>YES</shouldForwardAllMessages>
        <container>\(views)</container>\(extra)</screen></workflow>
        """
    }

    /// Starts `views` in a forwarding screen; the delegate records the messages.
    static func start(
        _ views: String, extra: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws -> (RuntimeHarness, TestRootDelegate) {
        let delegate = TestRootDelegate()
        let harness = try await RuntimeHarness(
            screen(views, extra: extra), rootDelegate: delegate, sourceLocation: sourceLocation)
        return (harness, delegate)
    }

    /// The load errors of a schema, as messages.
    static func loadErrors(_ xml: String) -> [String] {
        SchemaLoader().load(xml).errors.map(\.message)
    }

    /// The visible elements of a kind in the active layer.
    static func elements(_ kind: ElementKind, in harness: RuntimeHarness) async -> [SnapshotElement] {
        await harness.snapshot.activeElements.filter { $0.kind == kind }
    }
}
