/// Builds the elements of a snapshot and records what each id of the active layer stands for, so events can reach it.
///
/// Views describe themselves into the builder (``View/describe(into:snapshot:)``), asking it for
/// the elements of the views inside them.
public final class SnapshotBuilder {
    /// What each id of the last snapshot names.
    private(set) var targets: [ElementID: EventTarget] = [:]
    /// The `ChangeTracker.contentChanges` that `targets` was recorded at.
    private(set) var recordedAt = -1
    /// Whether the snapshot being built has a hidden element (then hidden targets are forgotten).
    private var hasHidden = false
    /// The input that has the keyboard focus while the snapshot is built.
    public private(set) weak var focusedInput: FormInput?

    init() {}

    /// The window: the root controller's layer, each presented controller's, then the first alert's.
    func build(
        root: Controller?, presentations: [Presentation], alert: AlertModel?, focusedInput: FormInput?,
        at changes: Int
    ) -> SnapshotElement {
        recordedAt = changes
        hasHidden = false
        self.focusedInput = focusedInput
        targets.removeAll(keepingCapacity: true)
        var layers: [SnapshotElement] = []
        layers.reserveCapacity(presentations.count + 2)
        // Building a layer records its targets; only the last layer's are kept.
        if let root {
            layers.append(element(for: root))
        }
        for presentation in presentations {
            targets.removeAll(keepingCapacity: true)
            layers.append(element(for: presentation.presented))
        }
        if let alert {
            targets.removeAll(keepingCapacity: true)
            layers.append(element(for: alert))
        }
        if hasHidden, let active = layers.last { forgetHiddenTargets(in: active) }
        return SnapshotElement(id: "window", kind: .window, children: layers)
    }

    /// What `id` of the last snapshot stands for.
    func target(_ id: ElementID) -> EventTarget? { targets[id] }

    private func forgetHiddenTargets(in element: SnapshotElement) {
        if element.isHidden {
            targets[element.id] = nil
            for child in element.children { forgetTargets(in: child) }
        } else {
            for child in element.children { forgetHiddenTargets(in: child) }
        }
    }

    private func forgetTargets(in element: SnapshotElement) {
        targets[element.id] = nil
        for child in element.children { forgetTargets(in: child) }
    }

    /// The element of a controller: its own description, with its id and style names.
    func element(for controller: Controller) -> SnapshotElement {
        var element = SnapshotElement(
            id: controller.id, kind: .screen, name: controller.name, styleNames: controller.element.styleNames)
        controller.describe(into: &element, snapshot: self)
        return element
    }

    func tabBar(_ tabs: TabsController) -> SnapshotElement {
        let hidden = tabs.selectedController.map(hidesBottomBar) ?? false
        if hidden { hasHidden = true }
        let items = tabs.viewControllers.indices.map { index -> SnapshotElement in
            let id = tabs.id.appending("tab\(index)")
            targets[id] = .tab(tabs, index: index)
            let item = tabs.viewControllers[index].tabBarItem
            return SnapshotElement(
                id: id, kind: .tab, text: tabs.tabTitle(at: index), value: item?.badgeValue, image: item?.image?.name,
                isSelected: index == tabs.selectedIndex)
        }
        return SnapshotElement(id: tabs.id.appending("tabBar"), kind: .tabBar, isHidden: hidden, children: items)
    }

    private func hidesBottomBar(_ controller: Controller) -> Bool {
        guard let navigation = controller as? NavigationController else { return false }
        return navigation.stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    func navigationChildren(_ navigation: NavigationController) -> [SnapshotElement] {
        guard let top = navigation.topController else { return [] }
        var children = [navigationBar(navigation, top: top), element(for: top)]
        if !navigation.toolbarHidden, !top.toolbarItems.isEmpty {
            children.append(
                SnapshotElement(
                    id: navigation.id.appending("toolbar"), kind: .toolbar,
                    children: top.toolbarItems.map(element(for:))))
        }
        return children
    }

    private func navigationBar(_ navigation: NavigationController, top: Controller) -> SnapshotElement {
        if navigation.navigationBarHidden { hasHidden = true }
        let item = top.navigationItem
        var children: [SnapshotElement] = []
        let leftItems = item?.leftItems ?? []
        if navigation.stack.count > 1, item?.hidesBackButton != true,
            leftItems.isEmpty || item?.leftItemsSupplementBackButton == true
        {
            let previous = navigation.stack[navigation.stack.count - 2]
            let back = previous.navigationItem?.backItem
            let id = navigation.id.appending("back")
            targets[id] = .back(navigation)
            children.append(
                SnapshotElement(
                    id: id, kind: .backButton, text: back?.displayText ?? previous.displayTitle ?? "Back",
                    label: back?.image?.accessibilityLabel, image: back?.image?.name))
        }
        children += leftItems.map { item in
            var leading = element(for: item)
            leading.isLeading = true
            return leading
        }
        if let titleView = item?.titleView { children.append(element(for: titleView)) }
        children += (item?.rightItems ?? []).map(element(for:))
        return SnapshotElement(
            id: navigation.id.appending("bar"), kind: .navigationBar, text: top.displayTitle, detail: item?.prompt,
            isHidden: navigation.navigationBarHidden, children: children)
    }

    /// The element of a bar button item.
    func element(for item: BarButtonItem) -> SnapshotElement {
        targets[item.id] = .object(item)
        if item.isSpace { hasHidden = true }
        return SnapshotElement(
            id: item.id, kind: .barButton, name: item.name, text: item.displayText,
            label: item.image?.accessibilityLabel, image: item.image?.name, styleNames: item.element.styleNames,
            isHidden: item.isSpace, isEnabled: item.isEnabled, variant: item.variant)
    }

    /// The element of a view: its id, name, style names, label and visibility, then its own description.
    public func element(for view: View) -> SnapshotElement {
        targets[view.id] = .object(view)
        var element = SnapshotElement(
            id: view.id, kind: .view, name: view.name, label: view.accessibilityLabel, hint: view.accessibilityHint,
            traits: view.accessibilityTraits, value: view.accessibilityValue, styleNames: view.element.styleNames,
            isHidden: view.isHidden, gestures: view.gestures.compactMap(\.snapshotGesture))
        if view.isHidden { hasHidden = true }
        view.describe(into: &element, snapshot: self)
        return element
    }

    /// Records that `id` (an element inside another, such as a segment) stands for `target`.
    func record(_ id: ElementID, as target: EventTarget) {
        targets[id] = target
    }

    /// Records that an element built hidden is in the snapshot (its targets are then forgotten).
    public func noteHiddenElement() {
        hasHidden = true
    }

    private func element(for alert: AlertModel) -> SnapshotElement {
        let buttons = alert.buttons.indices.map { index -> SnapshotElement in
            let id = alert.id.appending("button\(index)")
            targets[id] = .alertButton(index: index)
            let button = alert.buttons[index]
            return SnapshotElement(
                id: id, kind: .alertButton, text: button.title, role: button.role == .normal ? nil : button.role)
        }
        return SnapshotElement(
            id: alert.id, kind: alert.style == .alert ? .alert : .actionSheet, text: alert.title, detail: alert.message,
            children: buttons)
    }
}
