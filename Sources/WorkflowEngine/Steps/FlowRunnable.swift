/// Anything that can run as a step of a flow and complete, possibly more than once, with a typed result.
///
/// Flow types are confined to the main actor: a flow is started, routed and completed from one isolation
/// domain, so steps, handlers and routes need no locks and stay clean under strict concurrency. Asynchronous
/// work (a network call, a timer) runs in a task that completes its step's handler back on the main actor.
///
/// `FlowStep`, `Flow` and `FlowJoin` conform; a custom step conforms by implementing `begin(in:)` and calling
/// `complete(_:)` on the context it is given.
@MainActor
public protocol FlowRunnable<Result>: AnyObject {
    /// The type a completion of the step carries.
    associatedtype Result

    /// The name reported in `FlowEvent`s; for diagnostics only.
    var identifier: String { get }

    /// Starts the step; each `context.complete(_:)` completes it into whoever started it.
    func begin(in context: FlowContext<Result>)
}

extension FlowRunnable {
    /// Starts the step as the root of a flow, reporting events to `observer` and completions to `onComplete`.
    public func start(
        observer: (@MainActor (FlowEvent) -> Void)? = nil,
        onComplete: @escaping @MainActor (Result) -> Void = { _ in }
    ) {
        run(observer: observer, onComplete: onComplete)
    }

    /// Reports that the step began, then begins it with a context that reports completions and forwards them.
    func run(observer: (@MainActor (FlowEvent) -> Void)?, onComplete: @escaping @MainActor (Result) -> Void) {
        let context = FlowContext(identifier: identifier, observer: observer, sink: onComplete)
        observer?(.began(identifier: identifier))
        begin(in: context)
    }
}
