import Testing
import WorkflowRuntime

@Suite(
    "Controls: gesture failure requirements and repeated taps (ORIGINALS 1.6.0, 1.18 Gestures)", .timeLimit(.minutes(2))
)
struct GestureRecognitionTests {
    static let schema = """
        <workflow><screen>
        <container>
            <label>Test
                <longPressGesture><minimumPressDuration>2.0</minimumPressDuration><endMessage>longPress</endMessage></longPressGesture>
                <tapGesture><numberOfTapsRequired>3</numberOfTapsRequired><message>threeTaps</message></tapGesture>
                <tapGesture><numberOfTapsRequired>2</numberOfTapsRequired><message>twoTaps</message></tapGesture>
                <tapGesture><numberOfTapsRequired>4</numberOfTapsRequired><message>fourTaps</message></tapGesture>
            </label>
            <label>Single
                <tapGesture><numberOfTapsRequired>2</numberOfTapsRequired><message>twoTaps</message></tapGesture>
                <tapGesture><message>oneTap</message></tapGesture>
                <longPressGesture><minimumPressDuration>1</minimumPressDuration><beginMessage>shortPress</beginMessage></longPressGesture>
            </label>
            <button><title>Button</title><message>button</message></button>
        </container>
        <showAlert name="longPress">Long press</showAlert>
        <showAlert name="shortPress">Short press</showAlert>
        <showAlert name="twoTaps">2 taps</showAlert>
        <showAlert name="threeTaps">3 taps</showAlert>
        <showAlert name="fourTaps">4 taps</showAlert>
        <showAlert name="oneTap">1 tap</showAlert>
        <showAlert name="button">Button</showAlert>
        </screen></workflow>
        """

    @Test(
        "2 or 3 taps show their alerts; 4 taps shows \"3 taps\"; 1 tap shows nothing",
        arguments: [
            (1, [String]()), (2, ["2 taps"]), (3, ["3 taps"]), (4, ["3 taps"]), (9, ["3 taps"]),
        ])
    func taps(count: Int, alerts: [String]) async throws {
        let harness = try await RuntimeHarness(Self.schema)
        let id = try await harness.id("Test")
        try await harness.send(count == 1 ? .tap(id) : .taps(id, count: count))
        #expect(try await harness.drainAlerts() == alerts)
    }

    @Test("a single-tap gesture attached after a double-tap one takes single taps; the double tap wins 2 taps")
    func singleAfterDouble() async throws {
        let harness = try await RuntimeHarness(Self.schema)
        let id = try await harness.id("Single")
        try await harness.send(.tap(id))
        #expect(try await harness.drainAlerts() == ["1 tap"])
        try await harness.send(.taps(id, count: 2))
        #expect(try await harness.drainAlerts() == ["2 taps"])
    }

    @Test("long presses: 2.5 s fires, 1.5 s does not")
    func longPress() async throws {
        let harness = try await RuntimeHarness(Self.schema)
        let id = try await harness.id("Test")
        try await harness.send(.longPress(id, duration: 1.5))
        #expect(try await harness.drainAlerts() == [])
        try await harness.send(.longPress(id, duration: 2.5))
        #expect(try await harness.drainAlerts() == ["Long press"])
    }

    @Test("repeated taps on a button are single taps, stopping when the button goes behind an alert")
    func buttonTaps() async throws {
        let harness = try await RuntimeHarness(Self.schema)
        try await harness.send(.taps(try await harness.id("Button"), count: 3))
        #expect(try await harness.drainAlerts() == ["Button"])
    }

    @Test("a tap count outside 1...100 is refused")
    func badCount() async throws {
        let harness = try await RuntimeHarness(Self.schema)
        let id = try await harness.id("Test")
        await #expect(throws: EventError.self) { try await harness.session.send(.taps(id, count: 0)) }
        await #expect(throws: EventError.self) { try await harness.session.send(.taps(id, count: 101)) }
    }
}
