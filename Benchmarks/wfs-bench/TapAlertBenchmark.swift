import WorkflowRuntime

/// `tap-alert-snapshot`: readme example 01 on a live `Session`.
///
/// One iteration taps the button (its action shows the alert) and takes the new snapshot, then
/// taps the alert's OK button and takes the snapshot again, so every iteration starts from the
/// same screen. Both steps go through the public API: `apply(.tap(id))` on the actor.
struct TapAlertBenchmark {
    let session: Session
    let buttonID: ElementID

    static let buttonTitle = "Example button"
    static let alertMessage = "Example button tapped!"

    /// Starts a session on the example and checks, once, that an iteration does what it should.
    static func make() async -> TapAlertBenchmark {
        let schema = RuntimeSchemas.load(RuntimeSchemas.alertOnTap, label: "01_alert_on_tap")
        let session = Session(schema: schema)
        await session.start()
        let first = await session.snapshot()
        guard let button = first.activeElements.first(where: { $0.kind == .button && $0.shows(buttonTitle) }) else {
            fail("tap-alert-snapshot: no button '\(buttonTitle)' on screen:\n\(first.textRendering)")
        }
        let benchmark = TapAlertBenchmark(session: session, buttonID: button.id)
        let (shown, dismissed) = await benchmark.steps()
        guard let alert = shown.alert, alert.shows(alertMessage),
            alert.children.count == 1, alert.children[0].shows("OK")
        else { fail("tap-alert-snapshot: the tap did not show the alert:\n\(shown.textRendering)") }
        guard dismissed.alert == nil, dismissed.textRendering == first.textRendering else {
            fail("tap-alert-snapshot: OK did not bring back the first screen:\n\(dismissed.textRendering)")
        }
        let issues = await session.issues
        guard issues.isEmpty else { fail("tap-alert-snapshot: the session reported \(issues)") }
        return benchmark
    }

    /// One iteration; returns a number derived from both snapshots.
    func iteration() async -> Int {
        let (shown, dismissed) = await steps()
        return shown.window.children.count &+ dismissed.window.children.count
    }

    /// Tap the button, then the alert's OK button: the two snapshots.
    func steps() async -> (shown: Snapshot, dismissed: Snapshot) {
        do {
            let shown = try await session.apply(.tap(buttonID))
            guard let ok = shown.alert?.children.first else { fail("tap-alert-snapshot: no alert after the tap") }
            let dismissed = try await session.apply(.tap(ok.id))
            return (shown, dismissed)
        } catch {
            fail("tap-alert-snapshot: \(error)")
        }
    }
}
