extension Workflow {
    /// Runs `node` with its timeout and retries; returns its result and the failure it ended with, nil if cancelled.
    func execute(_ node: WorkflowNode<Data>) async -> (NodeResult, NodeFailure?)? {
        var attempt = 1
        while true {
            observer?.nodeBegan(node.id, attempt: attempt)
            do {
                let (result, changed) = try await Self.attempt(node, with: data, clock: clock)
                guard !isCancelled else { return nil }
                data = changed
                return (result, nil)
            } catch {
                guard !isCancelled else { return nil }
                if let retry = node.policy.retry, attempt < retry.attempts {
                    let delay = retry.delay(afterAttempt: attempt)
                    observer?.nodeWillRetry(node.id, failedAttempt: attempt, error: error, delay: delay)
                    do { try await Self.sleep(on: clock, for: delay) } catch { return nil }
                    guard !isCancelled else { return nil }
                    attempt += 1
                    continue
                }
                record(error, of: node.id)
                return (.failed, NodeFailure(node: node.id, error: error))
            }
        }
    }

    /// Runs one attempt of `node`'s body on a copy of `data`, failing it when it outlasts the node's timeout.
    private static func attempt(
        _ node: WorkflowNode<Data>, with data: Data, clock: any Clock<Duration>
    ) async throws -> (NodeResult, Data) {
        let body = node.body
        guard let timeout = node.policy.timeout else {
            var copy = data
            let result = try await body(&copy)
            return (result, copy)
        }
        let id = node.id
        return try await withThrowingTaskGroup(of: (NodeResult, Data).self) { group in
            group.addTask {
                var copy = data
                let result = try await body(&copy)
                return (result, copy)
            }
            group.addTask {
                try await sleep(on: clock, for: timeout)
                throw WorkflowError.timedOut(id, after: timeout)
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw CancellationError() }
            return first
        }
    }

    /// Sleeps for `duration` on `clock`.
    private static func sleep(on clock: some Clock<Duration>, for duration: Duration) async throws {
        try await clock.sleep(for: duration)
    }
}
