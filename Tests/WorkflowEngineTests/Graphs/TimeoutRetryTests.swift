import Testing
import WorkflowEngine

@Suite("Timeout and retry of one work item together, on a simulated clock", .timeLimit(.minutes(2)))
struct TimeoutRetryTests {
    /// A work item with a 3 s time limit and 2 attempts 1 s apart; attempts listed in `slowAttempts` sleep 10 s
    /// (and so time out), the others set the data to 42 at once.
    func makeWorkflow(
        clock: ManualClock, observer: RecordingObserver, slowAttempts: Set<Int>, catchNode: NodeID? = nil
    ) throws -> (Workflow<Attempts, String>, AttemptCounter) {
        let counter = AttemptCounter()
        let policy = WorkItemPolicy(
            timeout: .seconds(3), retry: RetryPolicy(attempts: 2, interval: .seconds(1)), catchNode: catchNode)
        var nodes: [WorkflowNode<Attempts>] = [
            .workItem("slow", next: nil, policy: policy) { data in
                let attempt = counter.next()
                data.count += 1
                if slowAttempts.contains(attempt) { try await clock.sleep(for: .seconds(10)) }
            }
        ]
        if catchNode != nil { nodes.append(.workItem("recover", next: nil) { $0.handled = true }) }
        let workflow = try Workflow<Attempts, String>(nodes: nodes, data: Attempts(), clock: clock, observer: observer)
        return (workflow, counter)
    }

    @Test("timeout then retry: the first attempt times out at 3 s, the retry 1 s later succeeds")
    func timeoutThenRetrySucceeds() async throws {
        let clock = ManualClock()
        let observer = RecordingObserver()
        let (workflow, counter) = try makeWorkflow(clock: clock, observer: observer, slowAttempts: [1])
        try await workflow.map("slow", .complete, to: "done")
        let run = try await workflow.start(at: "slow")
        // The body's sleeper and the time limit's.
        #expect(await clock.waitForSleepers(2))
        clock.advance(by: .seconds(3))
        await waitForEvent(observer, "retry slow after #1 in 1s")
        // The timed-out body's sleeper is gone; the one left is the retry delay.
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .milliseconds(999))
        #expect(clock.sleeperCount == 1)
        #expect(counter.value == 1)
        clock.advance(by: .milliseconds(1))
        let completion = await run.completion
        #expect(completion.outcome == "done")
        #expect(completion.failure == nil)
        #expect(counter.value == 2)
        #expect(clock.now.offset == .seconds(4))
        #expect(clock.sleeperCount == 0)
        // Only the attempt that produced a result changed the data.
        #expect(await workflow.data.count == 1)
        #expect(await workflow.nodeErrors.isEmpty)
        #expect(
            observer.events == [
                "started slow", "began slow #1", "retry slow after #1 in 1s", "began slow #2", "slow -> complete",
                "completed slow complete",
            ])
    }

    @Test(
        "timeout then retry: moving the clock right after the timeout fires is not lost (the retry counts from the deadline)"
    )
    func timeoutThenRetryWithClockMovedDuringTimeout() async throws {
        let clock = ManualClock()
        let observer = RecordingObserver()
        let (workflow, counter) = try makeWorkflow(clock: clock, observer: observer, slowAttempts: [1])
        try await workflow.map("slow", .complete, to: "done")
        let run = try await workflow.start(at: "slow")
        #expect(await clock.waitForSleepers(2))
        // The second move lands while the run is still cancelling the timed-out body (whose sleeper the clock
        // still counts) or after it started the retry delay: either way the retry is due at 3 s + 1 s.
        clock.advance(by: .seconds(3))
        clock.advance(by: .seconds(1))
        let completion = await run.completion
        #expect(completion.outcome == "done")
        #expect(counter.value == 2)
        #expect(clock.now.offset == .seconds(4))
        #expect(clock.sleeperCount == 0)
    }

    @Test("timeout on every attempt: after the last one times out, the catch node runs")
    func timeoutEveryAttemptThenCatch() async throws {
        let clock = ManualClock()
        let observer = RecordingObserver()
        let (workflow, counter) = try makeWorkflow(
            clock: clock, observer: observer, slowAttempts: [1, 2], catchNode: "recover")
        try await workflow.map("recover", .complete, to: "recovered")
        let run = try await workflow.start(at: "slow")
        await letBothAttemptsTimeOut(clock: clock, observer: observer)
        let completion = await run.completion
        #expect(completion.outcome == "recovered")
        #expect(completion.finalNode == "recover")
        #expect(completion.failure == nil)
        #expect(counter.value == 2)
        #expect(clock.now.offset == .seconds(7))
        #expect(clock.sleeperCount == 0)
        let data = await workflow.data
        // Neither timed-out attempt changed the data; the catch node did.
        #expect(data.count == 0)
        #expect(data.handled)
        #expect(
            await workflow.nodeErrors["slow"] as? WorkflowError == WorkflowError.timedOut("slow", after: .seconds(3)))
        #expect(
            observer.events == [
                "started slow", "began slow #1", "retry slow after #1 in 1s", "began slow #2", "slow -> failed",
                "began recover #1", "recover -> complete", "completed recover complete",
            ])
    }

    @Test("timeout on every attempt without a catch node: the run ends with the timeout error")
    func timeoutEveryAttemptWithoutCatch() async throws {
        let clock = ManualClock()
        let observer = RecordingObserver()
        let (workflow, _) = try makeWorkflow(clock: clock, observer: observer, slowAttempts: [1, 2])
        let run = try await workflow.start(at: "slow")
        await letBothAttemptsTimeOut(clock: clock, observer: observer)
        let completion = await run.completion
        #expect(completion.result == .failed)
        #expect(completion.failure?.node == "slow")
        #expect(completion.failure?.error as? WorkflowError == WorkflowError.timedOut("slow", after: .seconds(3)))
        #expect(clock.sleeperCount == 0)
    }

    @Test("cancel during a timed attempt cancels the body and the time limit at once")
    func cancelDuringTimedAttempt() async throws {
        let clock = ManualClock()
        let observer = RecordingObserver()
        let (workflow, counter) = try makeWorkflow(clock: clock, observer: observer, slowAttempts: [1, 2])
        let run = try await workflow.start(at: "slow")
        #expect(await clock.waitForSleepers(2))
        await workflow.cancel()
        let completion = await run.completion
        #expect(completion.isCancelled)
        #expect(clock.sleeperCount == 0)
        #expect(counter.value == 1)
        #expect(await workflow.nodeErrors.isEmpty)
        #expect(observer.events.last == "cancelled")
    }

    /// Moves the clock through two 3-second attempts of `slow` that both time out, with the 1-second retry delay between.
    private func letBothAttemptsTimeOut(clock: ManualClock, observer: RecordingObserver) async {
        #expect(await clock.waitForSleepers(2))
        clock.advance(by: .seconds(3))
        await waitForEvent(observer, "retry slow after #1 in 1s")
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(1))
        await waitForEvent(observer, "began slow #2")
        #expect(await clock.waitForSleepers(2))
        clock.advance(by: .seconds(3))
    }
}
