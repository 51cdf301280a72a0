import Testing
import WorkflowRuntime

@Suite("Errors: events that do not apply", .timeLimit(.minutes(2)))
struct EventErrorTests {
    static let schema = """
        <workflow><navigation><screen><title>Root</title>
        <container><label>Just text</label><button><title>Show</title><message>show</message></button></container>
        <showAlert name="show">shown</showAlert>
        </screen></navigation></workflow>
        """

    /// Sends `event`, expects an EventError, then checks that the session still works.
    static func rejects(_ event: (RuntimeHarness) async throws -> Event, saying words: String) async throws {
        let harness = try await RuntimeHarness(Self.schema)
        let event = try await event(harness)
        let before = await harness.snapshot
        let error = await #expect(throws: EventError.self) { try await harness.session.send(event) }
        #expect(error?.message.contains(words) == true, "\(String(describing: error))")
        #expect(await harness.snapshot == before)
        #expect(await harness.issues == [])
        _ = try await harness.drainAlerts()
        try await harness.tap("Show")
        #expect(try await harness.drainAlerts() == ["shown"])
    }

    @Test("an unknown id")
    func unknownID() async throws {
        try await Self.rejects({ _ in .tap("button-99") }, saying: "no element with id button-99")
    }

    @Test("tapping a label without a tap gesture")
    func labelWithoutGesture() async throws {
        try await Self.rejects({ try await .tap($0.id("Just text")) }, saying: "does not respond to taps")
    }

    @Test("the back button at the root of a navigation stack")
    func backAtRoot() async throws {
        try await Self.rejects({ _ in .back }, saying: "no back button")
    }

    @Test("tapping behind an alert")
    func behindAlert() async throws {
        try await Self.rejects(
            { harness in
                let show = try await harness.id("Show")
                try await harness.session.send(.tap(show))
                return .tap(show)
            }, saying: "an alert is on screen")
    }
}
