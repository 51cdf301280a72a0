/// A handle on one started run of a `Workflow`, to await its completion.
public struct WorkflowRun<Outcome: Sendable>: Sendable {
    let task: Task<WorkflowCompletion<Outcome>, Never>

    /// Waits for the run to end and returns how it ended.
    public var completion: WorkflowCompletion<Outcome> {
        get async { await task.value }
    }
}
