/// `<storeValue>`: stores a value (or the whole `userInfo`) under a name in the controller's stored values.
final class StoreValueAction: Action {
    private var valueName: String?
    private var value: LazyParameter?
    private var isTransient = false

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        valueName = parameters.text("name")
        value = parameters.deferred("value")
        isTransient = parameters.bool("transient") ?? false
        guard valueName != nil else { throw issue("storeValue needs a name", code: .missingValue) }
    }

    override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        guard let valueName else { return fail("storeValue needs a name", context: context, code: .missingValue) }
        let stored: WorkflowValue
        do {
            if let value {
                stored = try value.data(in: context) ?? .null
            } else {
                stored = .dictionary(context.userInfo)
            }
        } catch {
            return fail(error.message, context: context, code: error.code)
        }
        let limit = context.services.limits.maximumStoredValueSize
        guard !stored.hasMoreValues(than: limit) else {
            return fail(
                "the value to store as '\(valueName)' holds more than \(limit) values "
                    + "(RuntimeLimits.maximumStoredValueSize); nothing was stored",
                context: context, code: .storedValueTooLarge)
        }
        if !isTransient { controller.store([valueName: stored]) }
        return .success(context.adding([valueName: stored]))
    }
}
