import Testing
import WorkflowRuntime
import WorkflowSchema

/// The schema the host's tests run: a first screen with a note field and a button that pushes a second.
enum TwoScreens {
    static let xml = """
        <workflow><navigation><screen><title>First</title>
        <container>
            <textField name="note"><placeholder>Note</placeholder></textField>
            <button><title>Push</title><message>push</message></button>
        </container>
        <pushController name="push"><screen><title>Second</title><container><label>Here</label></container></screen></pushController>
        </screen></navigation></workflow>
        """

    static func schema() throws -> Schema {
        try #require(SchemaLoader().load(xml).schema)
    }

    /// The id of the first screen's note field in `session`.
    static func noteField(in session: Session) async throws -> ElementID {
        try #require(await session.snapshot().activeElements.first { $0.kind == .textField }).id
    }
}
