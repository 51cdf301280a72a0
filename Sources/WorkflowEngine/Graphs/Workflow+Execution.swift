extension Workflow {
    /// Runs `run` from the node at `start` to the end, off the actor.
    ///
    /// Cancelling the run's task (`Workflow.cancel()` or `WorkflowRun.cancel()`) cancels `run` at once, through a
    /// cancellation handler: no result applies after that, and the loop needs no check of its own between nodes.
    nonisolated func drive(_ run: RunState<Data>, from start: Int) async -> WorkflowCompletion<Outcome> {
        guard let initial = await admit(run) else { return await finishCancelled(run) }
        return await withTaskCancellationHandler {
            await pass(run, from: start, initial: initial)
        } onCancel: {
            run.cancel()
        }
    }

    /// Passes the nodes of `run` from the one at `start`, on `initial` data, and finishes the run.
    ///
    /// Between two nodes there is no lookup by identifier, no allocation, no trip to the actor and no generic
    /// metadata to fetch: positions come from `graph.routes`, each node's closure is called directly on a working
    /// copy of the data that the run keeps at a fixed address, and a node's result is applied by copying the working
    /// copy into `run` under its lock. A node that throws gets the applied data back. A node with a timeout or
    /// retries goes through `execute(at:on:in:)`.
    private nonisolated func pass(
        _ run: RunState<Data>, from start: Int, initial: Data
    ) async -> WorkflowCompletion<Outcome> {
        let working = UnsafeMutablePointer<Data>.allocate(capacity: 1)
        working.initialize(to: initial)
        defer {
            working.deinitialize(count: 1)
            working.deallocate()
        }
        let graph = graph
        let routes = graph.routes
        // The graph was made from nodes of this workflow's data type.
        let bodies = unsafeDowncast(graph.bodies, to: NodeBodies<Data>.self)
        let observer = observer
        let observing = observer != nil
        if observing { observer?.workflowStarted(at: graph.ids[start]) }
        var position = start
        while true {
            let route = routes[position]
            if observing { observer?.nodeBegan(graph.ids[position], attempt: 1) }
            let result: NodeResult
            let failure: NodeFailure?
            do {
                if route.hasPolicy {
                    guard let produced = try await execute(at: position, on: working, in: run) else {
                        return await finishCancelled(run)
                    }
                    result = produced
                } else {
                    let slot = Int(route.slot)
                    switch route.kind {
                    case .work:
                        try await bodies.works[slot].call(&working.pointee)
                        result = .complete
                    case .decision:
                        result = .decision(try await bodies.decisions[slot].call(&working.pointee))
                    case .choice:
                        result = .branch(try await bodies.choices[slot].call(&working.pointee))
                    }
                }
                // The result applies only if the run was not cancelled before it.
                guard run.apply(working) else { return await finishCancelled(run) }
                failure = nil
            } catch {
                // The node's changes are dropped: the working copy goes back to the applied data.
                working.pointee = run.data
                let id = graph.ids[position]
                guard await record(error, of: id, in: run) else { return await finishCancelled(run) }
                if observing { observer?.nodeFailed(id, error: error) }
                result = .failed
                failure = NodeFailure(node: id, error: error)
            }
            if observing { observer?.node(graph.ids[position], produced: result) }
            let next: Int
            switch result {
            case .complete, .yes: next = Int(route.next)
            case .no: next = Int(route.otherwise)
            case .failed: next = Int(route.caught)
            case .branch: next = graph.position(after: result, at: position)
            }
            guard next >= 0 else {
                return await finish(run, on: graph.ids[position], with: result, failure: failure)
            }
            position = next
        }
    }

    /// Runs the node at `position`, which has a timeout or retries, on the data at `working`; returns its result,
    /// or nil when the run was cancelled, and throws the error of its last attempt.
    ///
    /// Each attempt works on a copy of `working`; `working` takes the copy of the attempt that produced a result.
    private nonisolated func execute(
        at position: Int, on working: UnsafeMutablePointer<Data>, in run: RunState<Data>
    ) async throws -> NodeResult? {
        let route = graph.routes[position]
        let attempts = WorkItemAttempts(
            id: graph.ids[position], policy: graph.policies[position],
            body: { [bodies = unsafeDowncast(graph.bodies, to: NodeBodies<Data>.self)] data in
                try await bodies.run(route.kind, slot: Int(route.slot), on: data)
            }, workflow: self)
        guard let (result, changed) = try await attempts.execute(on: working.pointee, clock: clock, in: run) else {
            return nil
        }
        working.pointee = changed
        return result
    }
}
