import Testing
import WorkflowRuntime

@Suite("Events: gestures (ORIGINALS 1.18, Gestures)", .timeLimit(.minutes(2)))
struct GestureTests {
    static let schema = """
        <workflow><navigation><screen><title>Gestures</title>
        <container>
            <label>Tap me<gestures><tapGesture><message>tapped</message></tapGesture></gestures></label>
            <label>Hold me<gestures><longPressGesture><beginMessage>held</beginMessage><minimumPressDuration>2</minimumPressDuration></longPressGesture></gestures></label>
            <label>Swipe me<gestures><swipeGesture><message>swipedLeft</message><direction>left</direction></swipeGesture></gestures></label>
        </container>
        <showAlert name="tapped">tap recognised</showAlert>
        <showAlert name="held">long press recognised</showAlert>
        <showAlert name="swipedLeft">swipe recognised</showAlert>
        </screen></navigation></workflow>
        """

    @Test("a tap gesture makes a label tappable")
    func tap() async throws {
        let harness = try await RuntimeHarness(Self.schema)
        try await harness.tap("Tap me")
        #expect(try await harness.drainAlerts() == ["tap recognised"])
    }

    @Test("a long press fires only when it lasts the minimum duration (2.5 s fires, 1.5 s does not)")
    func longPress() async throws {
        let harness = try await RuntimeHarness(Self.schema)
        try await harness.send(.longPress(harness.id("Hold me"), duration: 1.5))
        #expect(try await harness.drainAlerts() == [])
        try await harness.send(.longPress(harness.id("Hold me"), duration: 2.5))
        #expect(try await harness.drainAlerts() == ["long press recognised"])
    }

    @Test("a swipe fires only in its direction")
    func swipe() async throws {
        let harness = try await RuntimeHarness(Self.schema)
        try await harness.send(.swipe(harness.id("Swipe me"), direction: .up))
        #expect(try await harness.drainAlerts() == [])
        try await harness.send(.swipe(harness.id("Swipe me"), direction: .left))
        #expect(try await harness.drainAlerts() == ["swipe recognised"])
    }

    @Test("gestures on a view without them are refused with an EventError")
    func noGesture() async throws {
        let harness = try await RuntimeHarness(Self.schema)
        let id = try await harness.id("Tap me")
        await #expect(throws: EventError.self) { try await harness.session.send(.longPress(id, duration: 3)) }
        await #expect(throws: EventError.self) { try await harness.session.send(.swipe(id, direction: .left)) }
    }
}
