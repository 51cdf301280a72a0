import WorkflowRuntime
import WorkflowSchema

/// The tip calculator's tags: the standard ones, `<rating>` (a view of its own kind, ``RatingTag``)
/// and `<computeTip>`.
public enum TipCalculator {
    /// `<computeTip>`: an action that works out a tip.
    public static let computeTip = TagDescriptor.action(
        "computeTip", summary: "Works out a tip from an amount and a number of stars.",
        parameters: [.one("amount", .object).lazy.mandatory, .one("stars", .object).lazy.mandatory],
        providedKeys: ["percent", "tip", "total", "summary"])

    /// The registry a session, `wfs`-style tool or test runs the tip calculator with.
    public static let registry: RuntimeRegistry = {
        var registry = RuntimeRegistry.standard
        do {
            try registry.register(RatingTag())
            try registry.register(computeTip, object: ComputeTipAction.self)
        } catch {
            preconditionFailure("\(error)")
        }
        return registry
    }()
}
