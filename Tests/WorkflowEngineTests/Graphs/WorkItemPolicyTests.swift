import Testing
import WorkflowEngine

/// The shared data of the policy tests: how many attempts the flaky work item made.
struct Attempts: Sendable, Equatable {
    var count = 0
    var handled = false
}

@Suite("Work item timeout, retry and catch on a simulated clock", .timeLimit(.minutes(2)))
struct WorkItemPolicyTests {
    @Test("retry delays grow by the rate and stop at the maximum")
    func retryDelays() {
        let policy = RetryPolicy(attempts: 5, interval: .seconds(1), rate: 2, maximumDelay: .seconds(3))
        #expect(policy.delay(afterAttempt: 1) == .seconds(1))
        #expect(policy.delay(afterAttempt: 2) == .seconds(2))
        #expect(policy.delay(afterAttempt: 3) == .seconds(3))
        #expect(policy.delay(afterAttempt: 4) == .seconds(3))
        #expect(RetryPolicy(attempts: 0, interval: .seconds(1)).attempts == 1)
    }

    @Test("a failing work item is retried after backoff delays on the clock, then succeeds")
    func retryThenSucceed() async throws {
        let clock = ManualClock()
        let observer = RecordingObserver()
        let retry = RetryPolicy(attempts: 3, interval: .seconds(1), rate: 2)
        let workflow = try Workflow<Int, String>(
            nodes: [
                .workItem("flaky", next: nil, policy: WorkItemPolicy(retry: retry)) { _ in
                    if observer.events.filter({ $0.hasPrefix("began") }).count < 3 {
                        throw TestFailure(message: "busy")
                    }
                }
            ], data: 0, clock: clock, observer: observer)
        try await workflow.map("flaky", .complete, to: "done")
        let run = try await workflow.start(at: "flaky")
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .milliseconds(999))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1))
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(2))
        let completion = await run.completion
        #expect(completion.outcome == "done")
        #expect(completion.failure == nil)
        #expect(
            observer.events == [
                "started flaky", "began flaky #1", "retry flaky after #1 in 1s", "began flaky #2",
                "retry flaky after #2 in 2s", "began flaky #3", "flaky -> complete", "completed flaky complete",
            ])
        #expect(await workflow.nodeErrors.isEmpty)
    }

    @Test("when every attempt fails the run ends with the last error")
    func retryExhausted() async throws {
        let clock = ManualClock()
        let retry = RetryPolicy(attempts: 2, interval: .seconds(5))
        let workflow = try Workflow<Attempts, String>(
            nodes: [
                .workItem("flaky", next: nil, policy: WorkItemPolicy(retry: retry)) { data in
                    data.count += 1
                    throw TestFailure(message: "attempt failed")
                }
            ], data: Attempts(), clock: clock)
        let run = try await workflow.start(at: "flaky")
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(5))
        let completion = await run.completion
        #expect(completion.result == .failed)
        #expect(completion.failure?.node == "flaky")
        #expect(completion.failure?.error as? TestFailure == TestFailure(message: "attempt failed"))
        // A failed attempt's changes to the data are dropped.
        #expect(await workflow.data.count == 0)
    }

    @Test("a work item that outlasts its timeout fails with a timeout error")
    func timeout() async throws {
        let clock = ManualClock()
        let workflow = try Workflow<Int, String>(
            nodes: [
                .workItem("slow", next: nil, policy: WorkItemPolicy(timeout: .seconds(3))) { _ in
                    try await clock.sleep(for: .seconds(10))
                }
            ], data: 0, clock: clock)
        let run = try await workflow.start(at: "slow")
        #expect(await clock.waitForSleepers(2))
        clock.advance(by: .seconds(3))
        let completion = await run.completion
        #expect(completion.failure?.node == "slow")
        #expect(completion.failure?.error as? WorkflowError == WorkflowError.timedOut("slow", after: .seconds(3)))
        #expect(clock.sleeperCount == 0)
    }

    @Test("a work item that finishes within its timeout completes")
    func withinTimeout() async throws {
        let clock = ManualClock()
        let workflow = try Workflow<Int, String>(
            nodes: [
                .workItem("quick", next: nil, policy: WorkItemPolicy(timeout: .seconds(3))) { data in
                    try await clock.sleep(for: .seconds(1))
                    data = 42
                }
            ], data: 0, clock: clock)
        try await workflow.map("quick", .complete, to: "done")
        let run = try await workflow.start(at: "quick")
        #expect(await clock.waitForSleepers(2))
        clock.advance(by: .seconds(1))
        let completion = await run.completion
        #expect(completion.outcome == "done")
        #expect(await workflow.data == 42)
        #expect(clock.sleeperCount == 0)
    }

    @Test("a catch node handles the error of a failed work item")
    func catchNode() async throws {
        let workflow = try Workflow<Attempts, String>(
            nodes: [
                .workItem("fragile", next: nil, policy: WorkItemPolicy(catchNode: "recover")) { _ in
                    throw TestFailure(message: "broken")
                },
                .workItem("recover", next: nil) { $0.handled = true },
            ], data: Attempts())
        try await workflow.map("recover", .complete, to: "recovered")
        let completion = try await workflow.run(from: "fragile")
        #expect(completion.outcome == "recovered")
        #expect(completion.finalNode == "recover")
        #expect(completion.failure == nil)
        #expect(await workflow.data.handled)
        #expect(await workflow.nodeErrors["fragile"] as? TestFailure == TestFailure(message: "broken"))
    }

    @Test("cancel during a retry delay cancels at once")
    func cancelDuringRetryDelay() async throws {
        let clock = ManualClock()
        let observer = RecordingObserver()
        let retry = RetryPolicy(attempts: 3, interval: .seconds(10))
        let workflow = try Workflow<Int, String>(
            nodes: [
                .workItem("flaky", next: "after", policy: WorkItemPolicy(retry: retry)) { _ in
                    throw TestFailure(message: "busy")
                },
                .workItem("after", next: nil) { $0 = 1 },
            ], data: 0, clock: clock, observer: observer)
        let run = try await workflow.start(at: "flaky")
        #expect(await clock.waitForSleepers(1))
        await workflow.cancel()
        let completion = await run.completion
        #expect(completion.isCancelled)
        #expect(clock.sleeperCount == 0)
        #expect(observer.events.filter { $0.hasPrefix("began") } == ["began flaky #1"])
        #expect(await workflow.data == 0)
    }

    @Test("a choice follows the named branch; an unlinked branch ends the run with that branch")
    func choiceBranches() async throws {
        let workflow = try Workflow<String, String>(
            nodes: [
                .choice("pick", branches: ["left": "leftNode"]) { $0 },
                .workItem("leftNode", next: nil) { $0 = "went left" },
            ], data: "left")
        try await workflow.map("leftNode", .complete, to: "L")
        try await workflow.map("pick", .branch("right"), to: "R")
        #expect(try await workflow.run(from: "pick").outcome == "L")
        #expect(await workflow.data == "went left")
        try await workflow.reset()
        let left = try await workflow.run(from: "pick")
        #expect(left.finalNode == "leftNode")

        let right = try Workflow<String, String>(
            nodes: [.choice("pick", branches: ["left": "pick"]) { _ in "right" }], data: "")
        try await right.map("pick", .branch("right"), to: "R")
        let completion = try await right.run(from: "pick")
        #expect(completion.outcome == "R")
        #expect(completion.result == .branch("right"))
    }
}
