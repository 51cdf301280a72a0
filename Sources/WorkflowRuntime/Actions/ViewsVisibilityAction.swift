/// `<showViews>` and `<hideViews>`: shows or hides the named views of the performing controller.
final class ViewsVisibilityAction: Action {
    private var viewNames: [String] = []

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        viewNames = parameters.values("viewNames").compactMap(\.text)
    }

    override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        let hide = element.tag == "hideViews"
        guard let screen = controller as? ScreenController, let root = screen.content as? View else {
            return .success(context)
        }
        let names = Set(viewNames)
        var pending = [root]
        while let view = pending.popLast() {
            if let name = view.name, names.contains(name) { view.isHidden = hide }
            pending.append(contentsOf: view.subviews)
        }
        return .success(context)
    }
}
