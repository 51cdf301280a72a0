/// `<navigation>`: a stack of controllers with a navigation bar and a back button.
final class NavigationController: Controller {
    private(set) var stack: [Controller] = [] { didSet { context.didChange(.controllers) } }
    var navigationBarHidden = false
    var toolbarHidden = true

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        navigationBarHidden = parameters.bool("navigationBarHidden") ?? false
        toolbarHidden = parameters.bool("toolbarHidden") ?? true
        for controller in parameters.objects("viewControllers", as: Controller.self) { push(controller) }
    }

    var topController: Controller? { stack.last }

    override var childControllers: [Controller] { stack }
    override var visibleChildren: [Controller] { topController.map { [$0] } ?? [] }

    func push(_ controller: Controller) {
        controller.parent = self
        stack.append(controller)
    }

    /// Pops back until `controller` is on top; false when it is not in the stack.
    func pop(to controller: Controller) -> Bool {
        guard let index = stack.firstIndex(where: { $0 === controller }) else { return false }
        stack.removeSubrange((index + 1)...)
        return true
    }

    /// Pops the top controller (the back button); false at the root.
    func popTop() -> Bool {
        guard stack.count > 1 else { return false }
        stack.removeLast()
        return true
    }

    /// Makes `controller` the only one in the stack (`replaceRootController`).
    func replaceStack(with controller: Controller) {
        stack = []
        push(controller)
    }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .navigation
        element.value = String(stack.count)
        element.children = snapshot.navigationChildren(self)
    }
}
