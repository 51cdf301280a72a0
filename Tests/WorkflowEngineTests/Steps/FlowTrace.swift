import WorkflowEngine

/// Records observer events as the original's log lines.
@MainActor
final class FlowTrace {
    /// The log lines, in order.
    private(set) var lines: [String] = []

    /// The observer to pass to `start(observer:onComplete:)`.
    var observer: @MainActor (FlowEvent) -> Void {
        { [unowned self] event in lines.append(event.description) }
    }
}
