import Foundation
import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowTestSupport
import WorkflowTesting

@Suite("Errors: odd schemas and event sequences leave the session working", .timeLimit(.minutes(2)))
struct RobustnessTests {
    @Test("sendMessage with the same value name twice")
    func duplicateValueNames() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><screen><title>Root</title>
            <container><button><title>Send</title><message>send</message></button></container>
            <sendMessage name="send"><message><name>show</name><destinationType>self</destinationType></message>
                <valueNames><string>a</string><string>a</string></valueNames></sendMessage>
            <showAlert name="show">sent</showAlert>
            </screen></navigation></workflow>
            """)
        try await harness.tap("Send")
        #expect(try await harness.drainAlerts() == ["sent"])
    }

    @Test("numbers too large for a count are ignored, not a crash")
    func hugeNumbers() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><screen><title>Root</title>
            <container><numberOfColumns>1e300</numberOfColumns><label>still here</label></container>
            </screen></navigation></workflow>
            """)
        #expect(await harness.labels() == ["still here"])
    }

    @Test("elements under a presented screen, and hidden ones, take no events")
    func onlyTheActiveLayerTakesEvents() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><screen><title>Root</title>
            <container>
                <button><title>Present</title><message>present</message></button>
                <button><title>Secret</title><hidden>YES</hidden><message>secret</message></button>
            </container>
            <presentController name="present"><screen><title>Modal</title><label>modal</label></screen></presentController>
            <showAlert name="secret">secret tapped</showAlert>
            </screen></navigation></workflow>
            """)
        let root = await harness.snapshot
        let secret = try #require(Self.element("Secret", in: root))
        let hidden = await #expect(throws: EventError.self) { try await harness.session.send(.tap(secret.id)) }
        #expect(hidden?.message.contains("no element with id") == true)
        let present = try await harness.id("Present")
        try await harness.tap("Present")
        #expect(await harness.snapshot.title == "Modal")
        let under = await #expect(throws: EventError.self) { try await harness.session.send(.tap(present)) }
        #expect(under?.message.contains("no element with id") == true)
        #expect(await harness.snapshot.alert == nil)
    }

    @Test("a form does not collect the inputs of the screens it pushes")
    func formKeepsToItsOwnInputs() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><form><title>Form</title>
            <container><textField name="a"><placeholder>A field</placeholder></textField>
            <button><title>Push</title><message>push</message></button></container>
            <pushController name="push"><screen><title>Pushed</title>
                <container><textField name="b"><placeholder>B field</placeholder></textField></container>
                <showAlert name="didSubmit">the pushed screen submitted</showAlert>
            </screen></pushController>
            <showAlert name="didSubmit"><message><string keyPath="b"><default><string>no b</string></default></string></message></showAlert>
            </form></navigation></workflow>
            """)
        try await harness.tap("Push")
        try await harness.send(.enterText(harness.id("B field"), text: "typed"))
        try await harness.send(.pressReturn(harness.id("B field")))
        #expect(try await harness.drainAlerts() == [])
        try await harness.send(.back)
        try await harness.send(.pressReturn(harness.id("A field")))
        #expect(try await harness.drainAlerts() == ["no b"])
    }

    @Test("a controller that a viewDidLoad replaces at once never appears")
    func replacedBeforeAppearing() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><screen><title>First</title>
            <multipleActions name="viewDidLoad"><showAlert>first loaded</showAlert>
                <pushController><screen><title>Second</title>
                    <showAlert name="viewDidAppear">second appeared</showAlert></screen></pushController>
            </multipleActions>
            <showAlert name="viewWillAppear">first appeared</showAlert>
            </screen></navigation></workflow>
            """)
        #expect(await harness.snapshot.title == "Second")
        #expect(try await harness.drainAlerts() == ["first loaded", "second appeared"])
    }

    @Test("a session that goes away cancels the replies it waits for")
    func droppedSessionCancelsReplies() async throws {
        let clock = ManualClock()
        let delegate = ScriptedRootDelegate(
            replies: ["slow": ScriptedReply(.success(), after: .seconds(60))], clock: clock)
        var result = SchemaLoader().load(
            """
            <workflow><navigation><screen><title>Root</title>
            <sendMessage name="viewDidLoad"><message><name>slow</name><destinationType>rootDelegate</destinationType></message></sendMessage>
            </screen></navigation></workflow>
            """)
        result.schema?.source = nil
        var session: Session? = Session(schema: try #require(result.schema), rootDelegate: delegate)
        await session?.start()
        // In real time, not a count of yields: under the thread sanitizer on a busy machine the
        // delegate's task may take seconds to start sleeping.
        try await eventually("the delegate sleeps on the clock") { clock.sleeperCount >= 1 }
        #expect(clock.sleeperCount == 1)
        session = nil
        try await eventually("the pending reply's task was cancelled") { clock.sleeperCount == 0 }
    }

    static func element(_ text: String, in snapshot: Snapshot) -> SnapshotElement? {
        var pending = [snapshot.window]
        while let element = pending.popLast() {
            if element.shows(text) { return element }
            pending += element.children
        }
        return nil
    }
}
