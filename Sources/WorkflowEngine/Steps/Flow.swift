/// A flow of steps with a first step and a route per step; it is itself a step, completing into its parent.
///
/// A route runs on every completion of its step and returns the `FlowNext` for that completion, so a step
/// that completes more than once (a screen with several buttons) can go somewhere different each time; there is
/// no stored "next step". A step without a route starts nothing when it completes. The flow completes when a
/// route returns `.finish(_:)`, once per such completion.
@MainActor
public final class Flow<Result>: FlowRunnable {
    /// Starts a step inside the flow, with the context of the flow's current start.
    private typealias Launch = @MainActor (Flow<Result>, FlowContext<Result>) -> Void

    /// The name reported in `FlowEvent`s.
    public let identifier: String

    /// The step started when the flow starts.
    private let first: any FlowRunnable

    /// How each routed step is started, by the step's object identity.
    private var routes: [ObjectIdentifier: Launch] = [:]

    /// Creates a flow named `identifier` that starts with `first`.
    public init(identifier: String, first: any FlowRunnable) {
        self.identifier = identifier
        self.first = first
    }

    /// Sets the route of `step`: on each of its completions in this flow, `next` chooses what happens.
    ///
    /// Setting a route again replaces it, from the next time the step starts.
    public func route<Step: FlowRunnable>(
        _ step: Step, _ next: @escaping @MainActor (Step.Result) -> FlowNext<Result>
    ) {
        routes[ObjectIdentifier(step)] = { flow, context in
            context.start(step) { result in flow.follow(next(result), in: context) }
        }
    }

    /// Starts the first step.
    public func begin(in context: FlowContext<Result>) {
        launch(first, in: context)
    }

    /// Starts `step` with its route, or unrouted if it has none.
    private func launch(_ step: any FlowRunnable, in context: FlowContext<Result>) {
        if let launch = routes[ObjectIdentifier(step)] {
            launch(self, context)
        } else {
            startUnrouted(step, in: context)
        }
    }

    /// Starts `step` so that its completions lead nowhere.
    private func startUnrouted<Step: FlowRunnable>(_ step: Step, in context: FlowContext<Result>) {
        context.start(step) { _ in }
    }

    /// Carries out one route's choice.
    private func follow(_ next: FlowNext<Result>, in context: FlowContext<Result>) {
        switch next.choice {
        case .start(let step): launch(step, in: context)
        case .stay: break
        case .finish(let result): context.complete(result)
        }
    }
}
