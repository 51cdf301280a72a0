import Testing
import WorkflowEngine

/// The outcomes of the Health Workflow demo (ORIGINALS 2.5).
enum HealthOutcome: Int, Sendable {
    case healthy = 1
    case inconclusive = 2
    case unhealthy = 3
}

/// The shared data of the Health Workflow: the mock answers and a log of the work done.
struct HealthData: Sendable, Equatable {
    var exercise = false
    var injured = false
    var log: [String] = []
}

/// Builds the Health Workflow of the demo, with 2-second work items on `clock`.
func makeHealthWorkflow(
    clock: ManualClock, exercise: Bool, injured: Bool, observer: RecordingObserver? = nil
) async throws -> Workflow<HealthData, HealthOutcome> {
    let workflow = try Workflow<HealthData, HealthOutcome>(
        nodes: [
            .decision("willExercise", yes: "liftWeights", no: "isInjured") { $0.exercise },
            .decision("isInjured", yes: nil, no: nil) { $0.injured },
            .workItem("liftWeights", next: "doSitUps") { data in
                data.log.append("Lifting weights...")
                try await clock.sleep(for: .seconds(2))
            },
            .workItem("doSitUps", next: nil) { data in
                data.log.append("Doing 50 sit-up(s)...")
                try await clock.sleep(for: .seconds(2))
            },
        ],
        data: HealthData(exercise: exercise, injured: injured), clock: clock, observer: observer)
    try await workflow.map("doSitUps", .complete, to: .healthy)
    try await workflow.map("isInjured", .no, to: .unhealthy)
    try await workflow.map("isInjured", .yes, to: .inconclusive)
    return workflow
}

/// The demo's label for a completion.
func healthLabel(_ completion: WorkflowCompletion<HealthOutcome>) -> String {
    if completion.isCancelled { return "Cancelled" }
    if let outcome = completion.outcome {
        switch outcome {
        case .healthy: return "Healthy"
        case .inconclusive: return "Inconclusive"
        case .unhealthy: return "Unhealthy"
        }
    }
    if completion.failure != nil { return "Error" }
    return "Invalid"
}

@Suite("Health Workflow (ORIGINALS 2.5)", .timeLimit(.minutes(2)))
struct HealthWorkflowTests {
    @Test("Health: Is Injured is Inconclusive")
    func healthIsInjured() async throws {
        let workflow = try await makeHealthWorkflow(clock: ManualClock(), exercise: false, injured: true)
        let completion = try await workflow.run(from: "willExercise")
        #expect(completion.outcome == .inconclusive)
        #expect(completion.finalNode == "isInjured")
        #expect(completion.result == .yes)
        #expect(!completion.isCancelled)
        #expect(healthLabel(completion) == "Inconclusive")
    }

    @Test("Health: Is Not Injured is Unhealthy")
    func healthIsNotInjured() async throws {
        let workflow = try await makeHealthWorkflow(clock: ManualClock(), exercise: false, injured: false)
        let completion = try await workflow.run(from: "willExercise")
        #expect(completion.outcome == .unhealthy)
        #expect(completion.finalNode == "isInjured")
        #expect(!completion.isCancelled)
        #expect(healthLabel(completion) == "Unhealthy")
    }

    @Test("Health: Does Exercises is Healthy after two 2-second work items, in no real time")
    func healthDoesExercises() async throws {
        let clock = ManualClock()
        let observer = RecordingObserver()
        let workflow = try await makeHealthWorkflow(clock: clock, exercise: true, injured: false, observer: observer)
        let run = try await workflow.start(at: "willExercise")
        #expect(await clock.waitForSleepers(1))
        #expect(await workflow.isRunning)
        clock.advance(by: .seconds(2))
        #expect(await clock.waitForSleepers(1))
        #expect(await workflow.isRunning)
        clock.advance(by: .seconds(2))
        let completion = await run.completion
        // The two work items waited on the manual clock only: 4 s of it, no real time.
        #expect(clock.now.offset == .seconds(4))
        #expect(completion.outcome == .healthy)
        #expect(completion.finalNode == "doSitUps")
        #expect(completion.result == .complete)
        #expect(healthLabel(completion) == "Healthy")
        #expect(await workflow.data.log == ["Lifting weights...", "Doing 50 sit-up(s)..."])
        #expect(await !workflow.isRunning)
        #expect(
            observer.events == [
                "started willExercise", "began willExercise #1", "willExercise -> yes", "began liftWeights #1",
                "liftWeights -> complete", "began doSitUps #1", "doSitUps -> complete", "completed doSitUps complete",
            ])
    }

    @Test("Health: Cancel during the exercises is Cancelled at once, with no further node run")
    func healthCancelDuringExercises() async throws {
        let clock = ManualClock()
        let observer = RecordingObserver()
        let workflow = try await makeHealthWorkflow(clock: clock, exercise: true, injured: false, observer: observer)
        let run = try await workflow.start(at: "willExercise")
        #expect(await clock.waitForSleepers(1))
        await workflow.cancel()
        let completion = await run.completion
        #expect(completion.isCancelled)
        #expect(completion.outcome == nil)
        #expect(completion.finalNode == nil)
        #expect(healthLabel(completion) == "Cancelled")
        #expect(clock.sleeperCount == 0)
        // A node's changes to the data apply only when it produces a result; the cancelled one never does.
        #expect(await workflow.data.log.isEmpty)
        #expect(observer.events.contains("began liftWeights #1"))
        #expect(!observer.events.contains("began doSitUps #1"))
        #expect(observer.events.last == "cancelled")
    }

    @Test("Health: an unmapped final node and result gives no outcome and is not cancelled")
    func healthUnmappedPair() async throws {
        let workflow = try await makeHealthWorkflow(clock: ManualClock(), exercise: false, injured: true)
        try await workflow.removeAllMappings()
        try await workflow.map("isInjured", .no, to: .unhealthy)
        let completion = try await workflow.run(from: "willExercise")
        #expect(completion.outcome == nil)
        #expect(completion.finalNode == "isInjured")
        #expect(!completion.isCancelled)
        #expect(completion.failure == nil)
        #expect(healthLabel(completion) == "Invalid")
    }

    @Test("Health: an error node ends the run with its error, mapped or not")
    func healthErrorNode() async throws {
        let nodes: [WorkflowNode<HealthData>] = [
            .decision("willExercise", yes: "liftWeights", no: nil) { $0.exercise },
            .workItem("liftWeights", next: "doSitUps") { _ in throw TestFailure(message: "pulled a muscle") },
            .workItem("doSitUps", next: nil) { $0.log.append("sit-ups") },
        ]
        let workflow = try Workflow<HealthData, HealthOutcome>(nodes: nodes, data: HealthData(exercise: true))
        let unmapped = try await workflow.run(from: "willExercise")
        #expect(unmapped.outcome == nil)
        #expect(unmapped.finalNode == "liftWeights")
        #expect(unmapped.result == .failed)
        #expect(unmapped.failure?.node == "liftWeights")
        #expect(unmapped.failure?.error as? TestFailure == TestFailure(message: "pulled a muscle"))
        #expect(await workflow.nodeErrors["liftWeights"] as? TestFailure == TestFailure(message: "pulled a muscle"))
        #expect(healthLabel(unmapped) == "Error")
        #expect(await workflow.data.log.isEmpty)

        try await workflow.map("liftWeights", .failed, to: .inconclusive)
        let mapped = try await workflow.run(from: "willExercise")
        #expect(mapped.outcome == .inconclusive)
        #expect(mapped.failure?.node == "liftWeights")
    }

    @Test("Health: cancel while idle does nothing; the next run completes normally")
    func healthCancelWhileIdle() async throws {
        let workflow = try await makeHealthWorkflow(clock: ManualClock(), exercise: false, injured: true)
        await workflow.cancel()
        let completion = try await workflow.run(from: "willExercise")
        #expect(!completion.isCancelled)
        #expect(completion.outcome == .inconclusive)
    }

    @Test("Health: a cancelled workflow runs again to the end without a reset")
    func healthRunAfterCancel() async throws {
        let clock = ManualClock()
        let workflow = try await makeHealthWorkflow(clock: clock, exercise: true, injured: false)
        let first = try await workflow.start(at: "willExercise")
        #expect(await clock.waitForSleepers(1))
        await workflow.cancel()
        #expect(await first.completion.isCancelled)

        let second = try await workflow.start(at: "isInjured")
        let completion = await second.completion
        #expect(!completion.isCancelled)
        #expect(completion.outcome == .unhealthy)
    }

    @Test("Health: reuse keeps data until reset, which clears data and node errors")
    func healthReuseClearsData() async throws {
        let clock = ManualClock()
        let nodes: [WorkflowNode<HealthData>] = [
            .workItem("liftWeights", next: nil) { data in
                data.log.append("Lifting weights...")
                if data.log.count > 1 { throw TestFailure(message: "tired") }
            }
        ]
        let workflow = try Workflow<HealthData, HealthOutcome>(nodes: nodes, data: HealthData(), clock: clock)
        try await workflow.map("liftWeights", .complete, to: .healthy)
        #expect(try await workflow.run(from: "liftWeights").outcome == .healthy)
        let second = try await workflow.run(from: "liftWeights")
        #expect(second.failure?.node == "liftWeights")
        #expect(await workflow.data.log == ["Lifting weights..."])
        #expect(await workflow.nodeErrors.count == 1)

        try await workflow.reset()
        #expect(await workflow.data == HealthData())
        #expect(await workflow.nodeErrors.isEmpty)
        #expect(try await workflow.run(from: "liftWeights").outcome == .healthy)
    }

    @Test("Health: completion is never synchronous; no node runs before start returns")
    func healthCompletionNeverSynchronous() async throws {
        let clock = ManualClock()
        let workflow = try await makeHealthWorkflow(clock: clock, exercise: true, injured: false)
        let run = try await workflow.start(at: "willExercise")
        #expect(await workflow.isRunning)
        #expect(await clock.waitForSleepers(1))
        #expect(await workflow.isRunning)
        clock.advance(by: .seconds(4))
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(2))
        #expect(await run.completion.outcome == .healthy)
    }

    @Test("Health: starting or changing mappings while running throws, and the run goes on")
    func healthMisuseWhileRunning() async throws {
        let clock = ManualClock()
        let workflow = try await makeHealthWorkflow(clock: clock, exercise: true, injured: false)
        let run = try await workflow.start(at: "willExercise")
        await #expect(throws: WorkflowError.running) { try await workflow.start(at: "isInjured") }
        await #expect(throws: WorkflowError.running) { try await workflow.map("isInjured", .yes, to: .healthy) }
        await #expect(throws: WorkflowError.running) { try await workflow.reset() }
        await workflow.cancel()
        #expect(await run.completion.isCancelled)
    }

    @Test("Health: invalid graphs and unknown nodes throw")
    func healthInvalidGraphs() async throws {
        #expect(throws: WorkflowError.noNodes) {
            try Workflow<HealthData, HealthOutcome>(nodes: [], data: HealthData())
        }
        #expect(throws: WorkflowError.duplicateNode("a")) {
            try Workflow<HealthData, HealthOutcome>(
                nodes: [.decision("a", yes: nil, no: nil) { _ in true }, .workItem("a", next: nil) { _ in }],
                data: HealthData())
        }
        #expect(throws: WorkflowError.unknownNode("missing")) {
            try Workflow<HealthData, HealthOutcome>(
                nodes: [.decision("a", yes: "missing", no: nil) { _ in true }], data: HealthData())
        }
        let workflow = try await makeHealthWorkflow(clock: ManualClock(), exercise: false, injured: false)
        await #expect(throws: WorkflowError.unknownNode("nowhere")) { try await workflow.start(at: "nowhere") }
        await #expect(throws: WorkflowError.unknownNode("nowhere")) {
            try await workflow.map("nowhere", .yes, to: .healthy)
        }
    }
}
