/// `<showViews>` and `<hideViews>`: shows or hides the named views of the performing controller.
final class ViewsVisibilityAction: Action {
    private var viewNames: [String] = []

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        viewNames = parameters.values("viewNames").compactMap(\.text)
    }

    override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        let hide = element.tag == "hideViews"
        let views = controller.views(named: Set(viewNames))
        if views.isEmpty {
            context.services.report(
                issue(
                    "no view of <\(controller.element.tag)> is named \(viewNames.joined(separator: ", "))",
                    severity: .warning, code: .updateFailed))
        }
        for view in views { view.isHidden = hide }
        return .success(context)
    }
}
