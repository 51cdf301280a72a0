/// The base of `pushController`, `presentController` and `replaceRootController`: makes the controller to show.
class ControllerAction: Action {
    private var controllerParameter: LazyParameter?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        controllerParameter = parameters.deferred("controller")
    }

    /// Makes the controller in the action context (so its creator is the performing controller),
    /// or, without a `controller` parameter, from the schema under `userInfo["schema"]`.
    func makeController(context: WorkflowContext) throws(RuntimeIssue) -> Controller {
        if let controllerParameter {
            let made = try controllerParameter.make(in: context)
            guard let controller = made.lazy.compactMap({ $0.object(as: Controller.self) }).first else {
                throw issue("<\(element.tag)> needs a controller, and its parameter made none", code: .missingValue)
            }
            return controller
        }
        guard case .schema(let schema)? = context.userInfo["schema"] else {
            throw issue(
                "<\(element.tag)> has no controller and the context holds no loaded schema under 'schema'",
                code: .missingValue)
        }
        var childContext = context
        childContext.userInfo["schema"] = nil
        guard let controller = try context.services.makeObject(of: schema, in: childContext).object(as: Controller.self)
        else { throw issue("the loaded schema's object is not a controller", code: .wrongType) }
        return controller
    }

    override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        do {
            try checkRoom(context: context)
            let shown = try makeController(context: context)
            try shown.prepareView()
            return try show(shown, for: controller, context: context)
        } catch {
            // The issue keeps its own position and code (a template deep inside, a limit); one
            // without a position is placed at this action.
            context.report(error.range == nil ? issue(error.message, code: error.code) : error)
            return .failure(context)
        }
    }

    /// Throws when showing one more controller would pass a limit; checked before it is made.
    func checkRoom(context: WorkflowContext) throws(RuntimeIssue) {}

    /// Throws when the session holds `RuntimeLimits.maximumStackDepth` pushed and presented
    /// controllers already; `shown` says what did not happen ("pushed").
    func checkStackRoom(context: WorkflowContext, shown: String) throws(RuntimeIssue) {
        let limit = context.services.limits.maximumStackDepth
        guard context.services.stackedControllerCount < limit else {
            throw issue(
                "\(limit) controllers are pushed and presented already (RuntimeLimits.maximumStackDepth); "
                    + "nothing was \(shown)", code: .stackTooDeep)
        }
    }

    /// Shows the made controller.
    func show(
        _ shown: Controller, for controller: Controller, context: WorkflowContext
    ) throws(RuntimeIssue) -> ActionResult {
        .success(context)
    }
}
