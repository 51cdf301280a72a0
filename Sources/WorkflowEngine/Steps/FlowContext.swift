/// The link between one start of a step and whoever started it: completing it reports and forwards the result.
///
/// A new context is made each time a step starts, so a step started again completes into its latest starter
/// as well as any earlier one whose handler is still live.
@MainActor
public final class FlowContext<Result> {
    /// The identifier of the step this context belongs to.
    public let identifier: String

    /// Where events are reported; passed on to children started through this context.
    let observer: (@MainActor (FlowEvent) -> Void)?

    /// Where completions go: the parent flow's route, the join, or the root's `onComplete`.
    private let sink: @MainActor (Result) -> Void

    /// Creates the context for one start of the step named `identifier`.
    init(
        identifier: String, observer: (@MainActor (FlowEvent) -> Void)?,
        sink: @escaping @MainActor (Result) -> Void
    ) {
        self.identifier = identifier
        self.observer = observer
        self.sink = sink
    }

    /// Completes the step with `result`: reports `.completed` and hands the result to the step's starter.
    ///
    /// May be called more than once; every call is a separate completion.
    public func complete(_ result: Result) {
        observer?(.completed(identifier: identifier))
        sink(result)
    }

    /// Starts `child` with the same observer, sending its completions to `onComplete`.
    func start<Child: FlowRunnable>(_ child: Child, onComplete: @escaping @MainActor (Child.Result) -> Void) {
        child.run(observer: observer, onComplete: onComplete)
    }
}
