extension SessionCore {
    /// Queues an alert; the first queued alert is the one on screen.
    func show(_ alert: AlertModel) {
        var alert = alert
        alert.id = nextID(for: alert.style == .alert ? "alert" : "actionSheet")
        alerts.append(alert)
    }

    /// Presents `controller` over everything on screen.
    func present(_ controller: Controller, from presenter: Controller) {
        controller.parent = nil
        presentations.append(Presentation(presented: controller, presenter: presenter))
        changes.didChange(.controllers)
    }

    /// Dismisses what `controller` presented, or else the presentation `controller` is in.
    func dismiss(for controller: Controller) -> Bool {
        if let index = presentations.firstIndex(where: { $0.presenter.map(controller.contains) ?? false }) {
            presentations.removeSubrange(index...)
            changes.didChange(.controllers)
            return true
        }
        if let index = presentations.firstIndex(where: { $0.presented.contains(controller) }) {
            presentations.removeSubrange(index...)
            changes.didChange(.controllers)
            return true
        }
        return false
    }

    /// How many controllers are pushed onto navigation stacks (beyond their roots) and presented,
    /// in the whole session: tabs, nested navigation controllers and presentations included.
    var stackedControllerCount: Int {
        var count = presentations.count
        var pending = (root.map { [$0] } ?? []) + presentations.map(\.presented)
        while let controller = pending.popLast() {
            if let navigation = controller as? NavigationController { count += max(0, navigation.stack.count - 1) }
            pending += controller.childControllers
        }
        return count
    }

    /// The controller at the root of what is on screen: the last presented one, or the window's root.
    var topController: Controller? { presentations.last?.presented ?? root }
}

extension Controller {
    /// Whether `other` is this controller or one of its descendants.
    func contains(_ other: Controller) -> Bool {
        var current: Controller? = other
        while let controller = current {
            if controller === self { return true }
            current = controller.parent
        }
        return false
    }
}
