/// A graph of decisions, choices and work items over shared data, run on Swift concurrency.
///
/// A run starts at a node, follows the link chosen by each node's result, and ends on a node whose result has no
/// link. The final node and its result map to an `Outcome`. `cancel()` cancels the pending work at once. After a run
/// ends the workflow can run again; `reset()` restores the initial data and clears node errors.
///
/// A run goes from node to node off the actor, by positions resolved when the workflow is made, so the actor stays
/// free for `cancel()`, `data` and the other members while it runs; it comes back to the actor only to record a
/// node's error, to draw a jittered retry delay and to finish.
public actor Workflow<Data: Sendable, Outcome: Sendable> {
    /// The nodes and their resolved links.
    nonisolated let graph: WorkflowGraph
    nonisolated let clock: any Clock<Duration>
    nonisolated let observer: (any WorkflowObserver)?
    private let initialData: Data
    /// The data between runs; during a run, `currentRun` holds it.
    private var storedData: Data
    private var outcomes: [OutcomeKey: Outcome] = [:]
    private var runTask: Task<WorkflowCompletion<Outcome>, Never>?
    private var currentRun: RunState<Data>?
    /// Where jittered retry delays take their randomness.
    private var random: any RandomNumberGenerator & Sendable

    /// The data shared by the nodes; it persists across runs until `reset()`.
    ///
    /// During a run, it is the data as the nodes that produced a result so far left it.
    public var data: Data { currentRun?.data ?? storedData }
    /// The errors thrown by nodes since the last `reset()`, by node.
    public private(set) var nodeErrors: [NodeID: any Error] = [:]
    /// Whether a run is in progress.
    public private(set) var isRunning = false

    /// Creates a workflow over `nodes` with initial `data`; time for timeouts and retries comes from `clock`, and
    /// the randomness of jittered retry delays (`RetryPolicy.jitter`) from `random`.
    ///
    /// Throws `WorkflowError` when there are no nodes, two nodes share an identifier or a link names no node.
    public init(
        nodes: [WorkflowNode<Data>], data: Data, clock: any Clock<Duration> = ContinuousClock(),
        observer: (any WorkflowObserver)? = nil,
        random: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()
    ) throws {
        self.graph = try WorkflowGraph(nodes)
        self.clock = clock
        self.observer = observer
        self.initialData = data
        self.storedData = data
        self.random = random
    }

    /// Maps a run that ends on `finalNode` with `result` to `outcome`, replacing an earlier mapping of the pair.
    ///
    /// Throws `WorkflowError.running` during a run and `WorkflowError.unknownNode` for a node not in the workflow.
    public func map(_ finalNode: NodeID, _ result: NodeResult, to outcome: Outcome) throws {
        guard !isRunning else { throw WorkflowError.running }
        guard graph.positions[finalNode] != nil else { throw WorkflowError.unknownNode(finalNode) }
        outcomes[OutcomeKey(node: finalNode, result: result)] = outcome
    }

    /// Removes every outcome mapping; throws `WorkflowError.running` during a run.
    public func removeAllMappings() throws {
        guard !isRunning else { throw WorkflowError.running }
        outcomes.removeAll()
    }

    /// Starts a run at `node` and returns at once; no node runs before this returns.
    ///
    /// Throws `WorkflowError.running` during a run and `WorkflowError.unknownNode` for a node not in the workflow.
    @discardableResult
    public func start(at node: NodeID) throws -> WorkflowRun<Outcome> {
        guard !isRunning else { throw WorkflowError.running }
        guard let position = graph.positions[node] else { throw WorkflowError.unknownNode(node) }
        isRunning = true
        let run = RunState(data: storedData)
        currentRun = run
        let task = Task { await self.drive(run, from: position) }
        runTask = task
        return WorkflowRun(task: task)
    }

    /// Starts a run at `node` and waits for it to end.
    public func run(from node: NodeID) async throws -> WorkflowCompletion<Outcome> {
        try await start(at: node).completion
    }

    /// Cancels the current run at once: its pending work is cancelled and no further node runs.
    ///
    /// Does nothing while idle.
    public func cancel() {
        guard isRunning else { return }
        currentRun?.cancel()
        runTask?.cancel()
    }

    /// Restores the initial data and clears node errors; throws `WorkflowError.running` during a run.
    public func reset() throws {
        guard !isRunning else { throw WorkflowError.running }
        storedData = initialData
        nodeErrors.removeAll()
    }

    /// The data a run starts with, or nil when it was cancelled before it began. The run calls this first, on the
    /// actor, so it cannot pass a node before `start(at:)` has returned.
    func admit(_ run: RunState<Data>) -> Data? {
        run.isCancelled || Task.isCancelled ? nil : run.data
    }

    /// Records the error `error` thrown by `node`, unless `run` was cancelled; returns false when it was.
    func record(_ error: any Error, of node: NodeID, in run: RunState<Data>) -> Bool {
        guard !run.isCancelled else { return false }
        nodeErrors[node] = error
        return true
    }

    /// The delay after failed attempt `attempt` under `retry`, jittered with the workflow's randomness.
    func retryDelay(_ retry: RetryPolicy, afterAttempt attempt: Int) -> Duration {
        retry.delay(afterAttempt: attempt, using: &random)
    }

    /// Ends `run` on `node` with `result`: its data becomes the workflow's and the outcome is looked up.
    func finish(
        _ run: RunState<Data>, on node: NodeID, with result: NodeResult, failure: NodeFailure?
    ) -> WorkflowCompletion<Outcome> {
        end(run)
        observer?.workflowCompleted(finalNode: node, result: result, failure: failure)
        return WorkflowCompletion(
            outcome: outcomes[OutcomeKey(node: node, result: result)], finalNode: node, result: result,
            isCancelled: false, failure: failure)
    }

    /// Ends `run` as cancelled; the data keeps the results applied before the cancel.
    func finishCancelled(_ run: RunState<Data>) -> WorkflowCompletion<Outcome> {
        end(run)
        observer?.workflowCancelled()
        return WorkflowCompletion(outcome: nil, finalNode: nil, result: nil, isCancelled: true, failure: nil)
    }

    private func end(_ run: RunState<Data>) {
        storedData = run.data
        currentRun = nil
        isRunning = false
        runTask = nil
    }
}

/// The key of an outcome mapping: a final node and its result.
struct OutcomeKey: Hashable, Sendable {
    var node: NodeID
    var result: NodeResult
}
