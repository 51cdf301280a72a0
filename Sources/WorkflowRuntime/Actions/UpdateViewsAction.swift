/// `<updateViews>`: sets one parameter of the named views of the performing screen.
///
/// `value` is made in the action context at each performance, checked against each view's
/// parameter table (the tag must have the parameter and accept the value's type and format),
/// then set through the view's own parameter path. A view that cannot take it is reported
/// ("Could not set parameter text on view with class imageView: …", at the action's position)
/// and the action fails; the other named views are still updated.
final class UpdateViewsAction: Action {
    private var viewNames: [String] = []
    private var parameterName = ""
    private var value: LazyParameter?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        viewNames = parameters.values("viewNames").compactMap(\.text)
        parameterName = parameters.text("parameterName") ?? ""
        value = parameters.deferred("value")
    }

    override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        let values: [LiveValue]
        do {
            values = try value?.make(in: context) ?? []
        } catch {
            context.report(error)
            return .failure(context)
        }
        var failed = false
        for view in namedViews(of: controller) {
            do {
                try view.update(parameter: parameterName, values: values)
            } catch {
                context.report(
                    issue(
                        "Could not set parameter \(parameterName) on view with class \(view.element.tag): "
                            + error.message,
                        code: error.code))
                failed = true
            }
        }
        context.didChange(.content)
        return failed ? .failure(context) : .success(context)
    }

    /// The views of the performing controller whose `name` is listed, in depth-first order.
    private func namedViews(of controller: Controller) -> [View] {
        controller.views(named: Set(viewNames))
    }
}
