/// A handle on one started run of a `Workflow`, to await its completion or cancel it.
public struct WorkflowRun<Outcome: Sendable>: Sendable {
    let task: Task<WorkflowCompletion<Outcome>, Never>

    /// Waits for the run to end and returns how it ended.
    public var completion: WorkflowCompletion<Outcome> {
        get async { await task.value }
    }

    /// Cancels this run at once, from any isolation, like `Workflow.cancel()`; does nothing once it has ended.
    ///
    /// The pending work is cancelled before this returns, without waiting for the workflow's actor.
    public func cancel() {
        task.cancel()
    }
}
