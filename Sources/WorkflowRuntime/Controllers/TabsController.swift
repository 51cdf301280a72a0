/// `<tabs>`: a tab bar over several controllers, one shown at a time.
final class TabsController: Controller {
    private(set) var viewControllers: [Controller] = []
    var selectedIndex = 0 { didSet { context.didChange(.controllers) } }

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        viewControllers = parameters.objects("viewControllers")
        for controller in viewControllers { controller.parent = self }
    }

    var selectedController: Controller? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    override var childControllers: [Controller] { viewControllers }
    override var visibleChildren: [Controller] { selectedController.map { [$0] } ?? [] }

    /// The title a tab shows: the child's tab bar item title beats its own title.
    func tabTitle(at index: Int) -> String? {
        let controller = viewControllers[index]
        return controller.tabBarItem?.title ?? controller.title
    }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .tabs
        element.children = [snapshot.tabBar(self)] + (selectedController.map { [snapshot.element(for: $0)] } ?? [])
    }
}
