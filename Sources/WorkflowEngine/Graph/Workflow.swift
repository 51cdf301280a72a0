/// A graph of decisions, choices and work items over shared data, run on Swift concurrency.
///
/// A run starts at a node, follows the link chosen by each node's result, and ends on a node whose result has no
/// link. The final node and its result map to an `Outcome`. `cancel()` cancels the pending work at once. After a run
/// ends the workflow can run again; `reset()` restores the initial data and clears node errors.
public actor Workflow<Data: Sendable, Outcome: Sendable> {
    let nodes: [NodeID: WorkflowNode<Data>]
    let clock: any Clock<Duration>
    let observer: (any WorkflowObserver)?
    private let initialData: Data
    private var outcomes: [OutcomeKey: Outcome] = [:]
    private var runTask: Task<WorkflowCompletion<Outcome>, Never>?
    private var cancelRequested = false

    /// The data shared by the nodes; it persists across runs until `reset()`.
    public internal(set) var data: Data
    /// The errors thrown by nodes since the last `reset()`, by node.
    public private(set) var nodeErrors: [NodeID: any Error] = [:]
    /// Whether a run is in progress.
    public private(set) var isRunning = false

    /// Creates a workflow over `nodes` with initial `data`; time for timeouts and retries comes from `clock`.
    ///
    /// Throws `WorkflowError` when there are no nodes, two nodes share an identifier or a link names no node.
    public init(
        nodes: [WorkflowNode<Data>], data: Data, clock: any Clock<Duration> = ContinuousClock(),
        observer: (any WorkflowObserver)? = nil
    ) throws {
        guard !nodes.isEmpty else { throw WorkflowError.noNodes }
        var byID: [NodeID: WorkflowNode<Data>] = [:]
        for node in nodes {
            guard byID[node.id] == nil else { throw WorkflowError.duplicateNode(node.id) }
            byID[node.id] = node
        }
        for node in nodes {
            for target in node.links.values.sorted(by: { $0.rawValue < $1.rawValue }) where byID[target] == nil {
                throw WorkflowError.unknownNode(target)
            }
        }
        self.nodes = byID
        self.clock = clock
        self.observer = observer
        self.initialData = data
        self.data = data
    }

    /// Maps a run that ends on `finalNode` with `result` to `outcome`, replacing an earlier mapping of the pair.
    ///
    /// Throws `WorkflowError.running` during a run and `WorkflowError.unknownNode` for a node not in the workflow.
    public func map(_ finalNode: NodeID, _ result: NodeResult, to outcome: Outcome) throws {
        guard !isRunning else { throw WorkflowError.running }
        guard nodes[finalNode] != nil else { throw WorkflowError.unknownNode(finalNode) }
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
        guard nodes[node] != nil else { throw WorkflowError.unknownNode(node) }
        isRunning = true
        cancelRequested = false
        let task = Task { await self.drive(from: node) }
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
        cancelRequested = true
        runTask?.cancel()
    }

    /// Restores the initial data and clears node errors; throws `WorkflowError.running` during a run.
    public func reset() throws {
        guard !isRunning else { throw WorkflowError.running }
        data = initialData
        nodeErrors.removeAll()
    }

    /// Whether the current run has been cancelled.
    var isCancelled: Bool { cancelRequested || Task.isCancelled }

    /// Records the error `error` thrown by `node`.
    func record(_ error: any Error, of node: NodeID) {
        nodeErrors[node] = error
    }

    private func drive(from start: NodeID) async -> WorkflowCompletion<Outcome> {
        observer?.workflowStarted(at: start)
        var current = start
        while !isCancelled, let node = nodes[current] {
            guard let (result, failure) = await execute(node), !isCancelled else { break }
            observer?.node(node.id, produced: result)
            if let next = node.links[result] {
                current = next
                continue
            }
            return finish(node.id, result, failure: failure)
        }
        return finishCancelled()
    }

    private func finish(_ node: NodeID, _ result: NodeResult, failure: NodeFailure?) -> WorkflowCompletion<Outcome> {
        observer?.workflowCompleted(finalNode: node, result: result, failure: failure)
        isRunning = false
        runTask = nil
        return WorkflowCompletion(
            outcome: outcomes[OutcomeKey(node: node, result: result)], finalNode: node, result: result,
            isCancelled: false, failure: failure)
    }

    private func finishCancelled() -> WorkflowCompletion<Outcome> {
        observer?.workflowCancelled()
        isRunning = false
        runTask = nil
        return WorkflowCompletion(outcome: nil, finalNode: nil, result: nil, isCancelled: true, failure: nil)
    }
}

/// The key of an outcome mapping: a final node and its result.
struct OutcomeKey: Hashable, Sendable {
    var node: NodeID
    var result: NodeResult
}
