import Testing
import WorkflowEngine

@Suite("WorkflowRun.cancel: cancelling a run from its handle", .timeLimit(.minutes(2)))
struct WorkflowRunCancelTests {
    /// One 2-second work item on `clock`, then a second one that must never run after a cancel.
    static func workflow(clock: ManualClock) throws -> Workflow<[String], String> {
        try Workflow(
            nodes: [
                .workItem("first", next: "second") { log in
                    log.append("first")
                    try await clock.sleep(for: .seconds(2))
                },
                .workItem("second", next: nil) { log in log.append("second") },
            ], data: [], clock: clock)
    }

    @Test("the pending work is cancelled before cancel() returns, and the run ends cancelled with no further node")
    func cancelFromTheHandle() async throws {
        let clock = ManualClock()
        let workflow = try Self.workflow(clock: clock)
        let run = try await workflow.start(at: "first")
        #expect(await clock.waitForSleepers(1))
        run.cancel()
        #expect(clock.sleeperCount == 0)
        let completion = await run.completion
        #expect(completion.isCancelled)
        #expect(completion.finalNode == nil)
        #expect(await workflow.data.isEmpty)
        #expect(await workflow.isRunning == false)
    }

    @Test("cancelling a run that has ended changes nothing, and the workflow runs again")
    func cancelAfterTheEnd() async throws {
        let clock = ManualClock()
        let workflow = try Self.workflow(clock: clock)
        let run = try await workflow.start(at: "second")
        let completion = await run.completion
        run.cancel()
        #expect(completion.finalNode == "second")
        #expect(!completion.isCancelled)
        let again = try await workflow.run(from: "second")
        #expect(again.finalNode == "second")
        #expect(await workflow.data == ["second", "second"])
    }
}
