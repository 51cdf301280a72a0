/// The attempts of one node that has a timeout or retries: each on a copy of the data, under the time limit, with
/// the retry delays in between, all on the workflow's clock.
///
/// Times are deadlines on the clock, not durations from whenever the run gets to them: an attempt's time limit runs
/// from the instant the attempt starts, and the delay before a retry from the instant the attempt failed (for a
/// timeout, its deadline). A test that moves a `ManualClock` right after a timeout fires, while the run is still
/// cancelling the timed-out body (whose sleeper the clock still counts), therefore moves the retry as well instead
/// of leaving it to wait on a clock that will not move again.
struct WorkItemAttempts<Data: Sendable, Outcome: Sendable> {
    let id: NodeID
    let policy: WorkItemPolicy
    /// Runs the node's body once on the data at the pointer.
    let body: @Sendable (UnsafeMutablePointer<Data>) async throws -> NodeResult
    let workflow: Workflow<Data, Outcome>

    /// Runs the attempts on copies of `data`; returns the result and changed data of the attempt that produced a
    /// result, nil when `run` was cancelled, and throws the error of the last attempt when every attempt failed.
    func execute(on data: Data, clock: some Clock<Duration>, in run: RunState<Data>) async throws -> (NodeResult, Data)?
    {
        var attempt = 1
        while true {
            if attempt > 1 { workflow.observer?.nodeBegan(id, attempt: attempt) }
            let deadline = policy.timeout.map { clock.now.advanced(by: $0) }
            do {
                let produced = try await self.attempt(on: data, until: deadline, clock: clock)
                return run.isCancelled ? nil : produced
            } catch {
                guard !run.isCancelled, !Task.isCancelled else { return nil }
                guard let retry = policy.retry, attempt < retry.attempts else { throw error }
                let failedAt = deadline.flatMap { isTimeout(error) ? $0 : nil } ?? clock.now
                let delay =
                    retry.jitter > 0
                    ? await workflow.retryDelay(retry, afterAttempt: attempt) : retry.delay(afterAttempt: attempt)
                workflow.observer?.nodeWillRetry(id, failedAttempt: attempt, error: error, delay: delay)
                do { try await clock.sleep(until: failedAt.advanced(by: delay), tolerance: nil) } catch { return nil }
                guard !run.isCancelled else { return nil }
                attempt += 1
            }
        }
    }

    /// Whether `error` is this node's timeout.
    private func isTimeout(_ error: any Error) -> Bool {
        guard let timeout = policy.timeout, let error = error as? WorkflowError else { return false }
        return error == .timedOut(id, after: timeout)
    }

    /// Runs the body once on a copy of `data`, failing with a timeout at `deadline` (when there is one).
    ///
    /// With a deadline, the body and a sleeper race in a task group; the first to finish wins and the other is
    /// cancelled, which wakes a sleeping `ManualClock` or `ContinuousClock` at once.
    private func attempt<C: Clock<Duration>>(
        on data: Data, until deadline: C.Instant?, clock: C
    ) async throws -> (NodeResult, Data) {
        guard let deadline, let timeout = policy.timeout else { return try await Self.perform(body, on: data) }
        let body = body
        let id = id
        return try await withThrowingTaskGroup(of: (NodeResult, Data).self) { group in
            group.addTask { try await Self.perform(body, on: data) }
            group.addTask {
                try await clock.sleep(until: deadline, tolerance: nil)
                throw WorkflowError.timedOut(id, after: timeout)
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw CancellationError() }
            return first
        }
    }

    /// Runs `body` on a copy of `data`; returns its result and the changed copy.
    private static func perform(
        _ body: @Sendable (UnsafeMutablePointer<Data>) async throws -> NodeResult, on data: Data
    ) async throws -> (NodeResult, Data) {
        let copy = UnsafeMutablePointer<Data>.allocate(capacity: 1)
        copy.initialize(to: data)
        defer { copy.deallocate() }
        do {
            let result = try await body(copy)
            return (result, copy.move())
        } catch {
            copy.deinitialize(count: 1)
            throw error
        }
    }
}
