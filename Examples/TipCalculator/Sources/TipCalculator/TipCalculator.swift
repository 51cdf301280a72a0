import WorkflowRuntime
import WorkflowSchema

/// The tip calculator's tags: the standard ones, `<rating>` and `<computeTip>`.
public enum TipCalculator {
    /// `<rating>`: a form input of stars.
    public static let rating = TagDescriptor.formInput(
        "rating", summary: "A row of stars to score something from 1 to maximum; a form input.",
        parameters: [.number("value"), .number("maximum")])

    /// `<computeTip>`: an action that works out a tip.
    public static let computeTip = TagDescriptor.action(
        "computeTip", summary: "Works out a tip from an amount and a number of stars.",
        parameters: [.one("amount", .object).lazy.mandatory, .one("stars", .object).lazy.mandatory],
        providedKeys: ["percent", "tip", "total", "summary"])

    /// The registry a session, `wfs`-style tool or test runs the tip calculator with.
    public static let registry: RuntimeRegistry = {
        var registry = RuntimeRegistry.standard
        do {
            try registry.register(rating, object: RatingView.self)
            try registry.register(computeTip, object: ComputeTipAction.self)
        } catch {
            preconditionFailure("\(error)")
        }
        return registry
    }()
}
