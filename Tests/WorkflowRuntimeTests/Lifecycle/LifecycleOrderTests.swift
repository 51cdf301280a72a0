import Testing
import WorkflowRuntime

/// Lifecycle events are observed through alerts: each lifecycle action queues an alert, and alerts
/// are shown in the order they were queued (root-delegate replies are asked for on tasks of their
/// own, so the order the root delegate sees them in is not guaranteed).
///
/// Observed order (Session/SessionCore+Lifecycle.swift): views load outermost first the first time
/// a controller is on screen; controllers leaving get viewWillDisappear (outermost first) then
/// viewDidDisappear (innermost first); arriving ones get viewWillAppear (outermost first) then
/// viewDidAppear (innermost first). All disappear events come before all appear events.
@Suite("Lifecycle: the order of lifecycle actions (ORIGINALS 1.10)", .timeLimit(.minutes(2)))
struct LifecycleOrderTests {
    /// Actions that show "`label` `event`" for each lifecycle event.
    static func logging(_ label: String) -> String {
        ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
            .map { #"<showAlert name="\#($0)">\#(label) \#($0)</showAlert>"# }.joined()
    }

    @Test("start, push and back on a navigation controller")
    func navigation() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation>\(Self.logging("nav"))
            <screen><title>Root</title>\(Self.logging("root"))
            <container><button><title>Push</title><message>push</message></button></container>
            <pushController name="push"><screen><title>Second</title>\(Self.logging("second"))</screen></pushController>
            </screen></navigation></workflow>
            """)
        #expect(
            try await harness.drainAlerts() == [
                "nav viewDidLoad", "root viewDidLoad", "nav viewWillAppear", "root viewWillAppear",
                "root viewDidAppear", "nav viewDidAppear",
            ])
        try await harness.tap("Push")
        #expect(
            try await harness.drainAlerts() == [
                "second viewDidLoad", "root viewWillDisappear", "root viewDidDisappear", "second viewWillAppear",
                "second viewDidAppear",
            ])
        try await harness.send(.back)
        #expect(
            try await harness.drainAlerts() == [
                "second viewWillDisappear", "second viewDidDisappear", "root viewWillAppear", "root viewDidAppear",
            ])
        #expect(await harness.issues == [])
    }

    @Test("a tab's controllers load only when the tab is first selected")
    func tabs() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><tabs>\(Self.logging("tabs"))
            <screen><title>One</title>\(Self.logging("one"))</screen>
            <screen><title>Two</title>\(Self.logging("two"))</screen>
            </tabs></workflow>
            """)
        #expect(
            try await harness.drainAlerts() == [
                "tabs viewDidLoad", "one viewDidLoad", "tabs viewWillAppear", "one viewWillAppear",
                "one viewDidAppear", "tabs viewDidAppear",
            ])
        let tabs = await harness.snapshot.activeElements.filter { $0.kind == .tab }
        #expect(tabs.map(\.text) == ["One", "Two"])
        try await harness.send(.tap(tabs[1].id))
        #expect(
            try await harness.drainAlerts() == [
                "two viewDidLoad", "one viewWillDisappear", "one viewDidDisappear", "two viewWillAppear",
                "two viewDidAppear",
            ])
        try await harness.send(.tap(tabs[0].id))
        #expect(
            try await harness.drainAlerts() == [
                "two viewWillDisappear", "two viewDidDisappear", "one viewWillAppear", "one viewDidAppear",
            ])
    }

    @Test("a form performs no lifecycle actions")
    func form() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation>
            <form><title>Form</title>\(Self.logging("form"))<container><label>Inside</label></container></form>
            </navigation></workflow>
            """)
        #expect(await harness.labels() == ["Inside"])
        #expect(try await harness.drainAlerts() == [])
    }
}
