import Testing
import WorkflowRuntime

@Suite(
    "Actions: alerts and action sheets (ORIGINALS 1.18, AlertViewTests and ActionSheetTests)", .timeLimit(.minutes(2)))
struct AlertAndSheetTests {
    static func harness(_ actions: String) async throws -> RuntimeHarness {
        try await RuntimeHarness(
            """
            <workflow><navigation><screen><title>Root</title>
            <container><button><title>Go</title><message>go</message></button></container>
            \(actions)
            <showAlert name="didSelectYes">chose yes</showAlert>
            <showAlert name="didSelectNo">chose no</showAlert>
            <showAlert name="didCancel">cancelled</showAlert>
            <showAlert name="destroy">destroyed</showAlert>
            <showAlert name="salute">saluted</showAlert>
            </screen></navigation></workflow>
            """)
    }

    @Test("an alert with a title and buttons: the others in order, cancel last; a click sends its message")
    func alertButtons() async throws {
        let harness = try await Self.harness(
            """
            <showAlert name="go"><title>Question</title><message>Sure?</message>
                <cancelButtonItem><title>Cancel</title><message>didCancel</message></cancelButtonItem>
                <actionButtonItem><title>Yes</title><message>didSelectYes</message></actionButtonItem>
                <actionButtonItem><title>No</title><message>didSelectNo</message></actionButtonItem>
            </showAlert>
            """)
        try await harness.tap("Go")
        let alert = try #require(await harness.snapshot.alert)
        #expect(alert.kind == .alert)
        #expect(alert.text == "Question")
        #expect(alert.detail == "Sure?")
        #expect(alert.children.map(\.text) == ["Yes", "No", "Cancel"])
        #expect(alert.children.map(\.role) == [nil, nil, .cancel])
        try await harness.tap("No")
        #expect(try await harness.drainAlerts() == ["chose no"])
        try await harness.tap("Go")
        try await harness.tap("Cancel")
        #expect(try await harness.drainAlerts() == ["cancelled"])
    }

    @Test("an action sheet: destructive first, then the others, cancel last")
    func sheetButtons() async throws {
        let harness = try await Self.harness(
            """
            <showActionSheet name="go"><title>Choose</title>
                <cancelButtonItem><title>Cancel</title></cancelButtonItem>
                <actionButtonItem><title>Salute</title><message>salute</message></actionButtonItem>
                <destructiveButtonItem><title>Destroy</title><message>destroy</message></destructiveButtonItem>
            </showActionSheet>
            """)
        try await harness.tap("Go")
        let sheet = try #require(await harness.snapshot.alert)
        #expect(sheet.kind == .actionSheet)
        #expect(sheet.children.map(\.text) == ["Destroy", "Salute", "Cancel"])
        #expect(sheet.children.map(\.role) == [.destructive, nil, .cancel])
        try await harness.tap("Destroy")
        #expect(try await harness.drainAlerts() == ["destroyed"])
    }

    @Test("alerts shown one after another queue up; the first is on screen")
    func queuedAlerts() async throws {
        let harness = try await Self.harness(
            "<multipleActions name=\"go\"><showAlert>first</showAlert><showAlert>second</showAlert></multipleActions>")
        try await harness.tap("Go")
        #expect(await harness.snapshot.alert?.detail == "first")
        #expect(try await harness.drainAlerts() == ["first", "second"])
    }
}
