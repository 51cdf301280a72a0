import Foundation
import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowTestSupport

/// Forms as the root controller: `didSubmit`, `didNotSubmit` and input messages are passed on to
/// the root delegate as `submitted`, `refused` and the message's own name, with the action
/// context's `userInfo` (form values, `failureMessage`).
struct FormHarness {
    let harness: RuntimeHarness
    let delegate: TestRootDelegate

    /// A form whose view is a container of `inputs`, with the standard actions and `extra` ones.
    init(
        _ inputs: String, actions extra: String = "", formParameters: String = "",
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws {
        let delegate = TestRootDelegate()
        self.delegate = delegate
        harness = try await RuntimeHarness(
            """
            <workflow><form>
            <container>\(inputs)<button><title>Submit</title><message>submit</message></button></container>
            \(formParameters)
            <actions>
              <sendMessage name="didSubmit">submitted</sendMessage>
              <sendMessage name="didNotSubmit">refused</sendMessage>
              \(extra)
            </actions>
            </form></workflow>
            """, rootDelegate: delegate, sourceLocation: sourceLocation)
    }

    /// The messages the root delegate got, in the order the session sent them: each is asked on a
    /// task of its own, so two sent in one turn can reach the delegate the other way round.
    var messages: [RootMessage] { delegate.messages.sorted { ($0.ticket ?? 0) < ($1.ticket ?? 0) } }

    /// The names of the messages the root delegate got, in the order sent.
    var messageNames: [String] { messages.map(\.name) }

    /// The `userInfo` of the last message named `name`.
    func userInfo(
        of name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> [String:
        WorkflowValue]
    {
        try #require(messages.last { $0.name == name }, "no message '\(name)'", sourceLocation: sourceLocation)
            .userInfo
    }

    /// Submits with the Submit button and gives the name of the message that followed.
    func submit() async throws -> String? {
        let before = delegate.messages.count
        try await harness.tap("Submit")
        return messages.dropFirst(before).last?.name
    }

    /// The visible element of the active layer that shows `text`.
    func element(
        _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws
        -> SnapshotElement
    {
        let found = await harness.snapshot.activeElements.first { $0.shows(text) }
        return try #require(found, "'\(text)' is not on screen", sourceLocation: sourceLocation)
    }

    /// The visible element named `name` (its `name` attribute).
    func named(
        _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws
        -> SnapshotElement
    {
        let found = await harness.snapshot.activeElements.first { $0.name == name }
        return try #require(found, "nothing named '\(name)' is on screen", sourceLocation: sourceLocation)
    }

    /// The focused input, if any.
    var focused: SnapshotElement? {
        get async { await harness.snapshot.activeElements.first { $0.isSelected } }
    }

    func send(_ event: Event) async throws { try await harness.send(event) }

    func type(_ text: String, into name: String) async throws {
        try await send(.enterText(try await named(name).id, text: text))
    }
}

/// Loads schema text and gives the messages of its errors.
func schemaErrors(_ xml: String) -> [String] {
    SchemaLoader().load(xml).errors.map(\.message)
}
