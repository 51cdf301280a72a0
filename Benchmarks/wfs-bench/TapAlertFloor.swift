import WorkflowRuntime

/// The floor of `tap-alert-snapshot`: readme example 01 written by hand, with plain classes and closures.
///
/// The button's closure looks its message up in the screen's action table; the action makes an
/// alert value; the snapshot is built as the same tree of `SnapshotElement` values (same kinds,
/// ids and strings) as the session's. OK removes the alert and the snapshot is built again.
/// Nothing is interpreted from a schema, and nothing is made through a registry.
final class TapAlertFloor {
    struct Alert {
        let id: ElementID
        let title: String?
        let message: String
        let buttons: [AlertButton]
    }

    struct AlertButton {
        let id: ElementID
        let title: String
        let role: AlertButtonRole?
    }

    final class Label {
        let id: ElementID
        let text: String

        init(id: ElementID, text: String) {
            self.id = id
            self.text = text
        }
    }

    final class Button {
        let id: ElementID
        let title: String
        var onTap: () -> Void = {}

        init(id: ElementID, title: String) {
            self.id = id
            self.title = title
        }
    }

    final class Screen {
        let id: ElementID = "screen-1"
        let containerID: ElementID = "container-1"
        let title = "Example"
        let label = Label(id: "label-1", text: "Example label")
        let button = Button(id: "button-1", title: TapAlertBenchmark.buttonTitle)
        /// The actions, by the message name they answer.
        var actions: [String: (Screen) -> Void] = [:]
        weak var window: TapAlertFloor?

        func perform(named name: String) {
            actions[name]?(self)
        }
    }

    let navigationID: ElementID = "navigation-1"
    let navigationBarID: ElementID = "navigation-1.bar"
    let screen = Screen()
    /// The alerts waiting; the first is on screen.
    private(set) var alerts: [Alert] = []

    init() {
        screen.window = self
        screen.actions["exampleButtonTapped"] = { screen in
            screen.window?.show(
                Alert(
                    id: "alert-1", title: nil, message: TapAlertBenchmark.alertMessage,
                    buttons: [AlertButton(id: "alert-1.button0", title: "OK", role: .cancel)]))
        }
        screen.button.onTap = { [unowned screen] in screen.perform(named: "exampleButtonTapped") }
    }

    func show(_ alert: Alert) {
        alerts.append(alert)
    }

    /// The floor's `apply(.tap(id))`: the alert's buttons when an alert is up, else the button.
    func tap(_ id: ElementID) -> Snapshot {
        if let alert = alerts.first {
            if alert.buttons.contains(where: { $0.id == id }) { alerts.removeFirst() }
        } else if id == screen.button.id {
            screen.button.onTap()
        }
        return snapshot()
    }

    func snapshot() -> Snapshot {
        var layers = [
            SnapshotElement(
                id: navigationID, kind: .navigation,
                children: [
                    SnapshotElement(id: navigationBarID, kind: .navigationBar, text: screen.title),
                    SnapshotElement(
                        id: screen.id, kind: .screen, text: screen.title,
                        children: [
                            SnapshotElement(
                                id: screen.containerID, kind: .container,
                                children: [
                                    SnapshotElement(id: screen.label.id, kind: .label, text: screen.label.text),
                                    SnapshotElement(id: screen.button.id, kind: .button, text: screen.button.title),
                                ])
                        ]),
                ])
        ]
        if let alert = alerts.first {
            layers.append(
                SnapshotElement(
                    id: alert.id, kind: .alert, text: alert.title, detail: alert.message,
                    children: alert.buttons.map {
                        SnapshotElement(id: $0.id, kind: .alertButton, text: $0.title, role: $0.role)
                    }))
        }
        return Snapshot(window: SnapshotElement(id: "window", kind: .window, children: layers))
    }

    /// One iteration, as `TapAlertBenchmark.iteration`: tap, then OK, taking the id from the first snapshot.
    func iteration() -> Int {
        let shown = tap(screen.button.id)
        guard let ok = shown.alert?.children.first else { fail("tap-alert-snapshot floor: no alert after the tap") }
        let dismissed = tap(ok.id)
        return shown.window.children.count &+ dismissed.window.children.count
    }
}
