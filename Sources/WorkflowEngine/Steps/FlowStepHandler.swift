/// The owner's end of a `FlowStep` (usually a screen): it receives the step's content and completes the step.
///
/// The step holds its handler weakly, as in the original: the owner (a screen, or the task doing the work) keeps
/// it alive, and content pushed after the owner let it go is dropped.
@MainActor
public final class FlowStepHandler<Content, Result> {
    /// The last content the step pushed, or nil before any.
    public private(set) var content: Content?

    /// Called with every content push, including the one when the step starts.
    public var onContent: (@MainActor (Content?) -> Void)?

    /// Completes the step this handler is attached to; nil until the step attaches it.
    private var deliver: (@MainActor (Result) -> Void)?

    /// Completions made before the step attached the handler, in order.
    private var pending: [Result] = []

    /// Creates a handler not yet attached to a step.
    public init() {}

    /// Completes the step with `result`; before the step attaches the handler, the completion waits for it.
    ///
    /// Every call is a completion: a screen with several buttons completes the same step once per press.
    public func complete(_ result: Result) {
        if let deliver {
            deliver(result)
        } else {
            pending.append(result)
        }
    }

    /// Stores `content` and tells the owner.
    func receive(_ content: Content?) {
        self.content = content
        onContent?(content)
    }

    /// Routes completions to `deliver`, first delivering any made before this, in order.
    func attach(_ deliver: @escaping @MainActor (Result) -> Void) {
        self.deliver = deliver
        let waiting = pending
        pending = []
        for result in waiting { deliver(result) }
    }
}
