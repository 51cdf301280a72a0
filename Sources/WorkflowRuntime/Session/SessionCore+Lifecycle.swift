import WorkflowSchema

extension SessionCore {
    /// Brings lifecycle events up to date with what is on screen (ORIGINALS 1.10).
    ///
    /// Each round walks the controllers on screen, outermost first, loading each view the
    /// first time (`viewDidLoad`); when loading changed the screen (a `viewDidLoad` that pushes),
    /// the walk starts again, so a controller that was never really on screen gets no appear
    /// events. Then controllers that left the screen get `viewWillDisappear` (outermost first)
    /// and `viewDidDisappear` (innermost first); controllers that came on screen get
    /// `viewWillAppear` (outermost first) and `viewDidAppear` (innermost first). Actions run by
    /// these events may change the screen again, so rounds repeat until nothing changes, up to
    /// `limits.maximumLifecycleRounds`.
    func settleLifecycle() {
        guard settledChanges != changes.controllerChanges else { return }
        defer { settledChanges = changes.controllerChanges }
        for _ in 0..<limits.maximumLifecycleRounds {
            let before = changes.controllerChanges
            let onScreen = controllersOnScreen()
            if changes.controllerChanges != before { continue }
            let ids = Set(onScreen.map(ObjectIdentifier.init))
            let leaving = appearanceOrder.filter { !ids.contains(ObjectIdentifier($0)) }
            let shown = Set(appearanceOrder.map(ObjectIdentifier.init))
            let arriving = onScreen.filter { !shown.contains(ObjectIdentifier($0)) }
            if leaving.isEmpty && arriving.isEmpty { return }
            if let form = focusedInput?.form, leaving.contains(where: { $0 === form }) {
                focusedInput?.resignFocus()
            }
            appearanceOrder = onScreen
            for controller in leaving { controller.performLifecycle(.viewWillDisappear) }
            for controller in leaving.reversed() { controller.performLifecycle(.viewDidDisappear) }
            for controller in arriving { controller.performLifecycle(.viewWillAppear) }
            for controller in arriving.reversed() { controller.performLifecycle(.viewDidAppear) }
        }
        report(
            RuntimeIssue(
                .error,
                "the screen kept changing during \(limits.maximumLifecycleRounds) rounds of lifecycle actions; "
                    + "a viewDidLoad or viewWillAppear action probably shows another controller in a loop "
                    + "(RuntimeLimits.maximumLifecycleRounds)", code: .lifecycleLoop))
    }

    /// More controllers than this on one screen means a schema that keeps making them.
    static let maximumControllersOnScreen = 10_000

    /// The controllers on screen, outermost first, loading views on the way.
    private func controllersOnScreen() -> [Controller] {
        guard let top = topController else { return [] }
        var result: [Controller] = []
        var pending = [top]
        while let controller = pending.popLast(), result.count < Self.maximumControllersOnScreen {
            controller.ensureViewLoaded()
            result.append(controller)
            pending.append(contentsOf: controller.visibleChildren.reversed())
        }
        return result
    }
}
