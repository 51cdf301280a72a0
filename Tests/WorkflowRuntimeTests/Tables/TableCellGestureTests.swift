import Testing
import WorkflowRuntime

@Suite("Tables: table cells accept gestures (ORIGINALS 4.1 item 6, the lost default restored)", .timeLimit(.minutes(2)))
struct TableCellGestureTests {
    static let schema = """
        <workflow><table>
            <tableSection>
                <tableCell>Tap gesture<tapGesture><message>tapped</message></tapGesture><message>selected</message></tableCell>
                <tableCell>Swipe gesture<swipeGesture><message>swiped</message><direction>left</direction></swipeGesture></tableCell>
                <tableCell>Plain</tableCell>
            </tableSection>
            <showAlert name="tapped">tap gesture</showAlert>
            <showAlert name="selected">selected</showAlert>
            <showAlert name="swiped">swipe gesture</showAlert>
            <showAlert name="didSelectCell">didSelectCell</showAlert>
        </table></workflow>
        """

    @Test("a gesture written bare inside a cell is a gesture (no schema error), and a tap gesture takes the tap")
    func tapGesture() async throws {
        let harness = try await RuntimeHarness(Self.schema)
        try await harness.tap("Tap gesture")
        #expect(try await harness.drainAlerts() == ["tap gesture"])
    }

    @Test("a swipe gesture on a cell fires in its direction; the cell is still selectable")
    func swipeGesture() async throws {
        let harness = try await RuntimeHarness(Self.schema)
        try await harness.send(.swipe(harness.id("Swipe gesture"), direction: .left))
        #expect(try await harness.drainAlerts() == ["swipe gesture"])
        try await harness.tap("Swipe gesture")
        #expect(try await harness.drainAlerts() == ["didSelectCell"])
    }

    @Test("a cell without gestures refuses a swipe")
    func noGesture() async throws {
        let harness = try await RuntimeHarness(Self.schema)
        let id = try await harness.id("Plain")
        await #expect(throws: EventError.self) { try await harness.session.send(.swipe(id, direction: .left)) }
    }
}
