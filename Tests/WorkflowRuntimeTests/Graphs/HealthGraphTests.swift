import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowTesting

/// The Health Workflow of ORIGINALS 2.5 as a schema graph, answered by Swift handlers and by the
/// root delegate: the same outcomes as the engine's Health tests.
@Suite("Graphs: the Health Workflow in a schema", .timeLimit(.minutes(2)))
struct HealthGraphTests {
    @Test("Health in a schema, Is Injured: Inconclusive, after asking two decisions")
    func healthInconclusive() async throws {
        let log = NodeLog()
        let driver = try await HealthGraph.driver(exercise: false, injured: true, log: log)
        try await driver.assertVisible("- -")
        try await driver.tap("Check health")
        try await driver.assertVisible("Inconclusive")
        #expect(log.entries == ["willExercise", "isInjured"])
    }

    @Test("Health in a schema, Is Not Injured: Unhealthy")
    func healthUnhealthy() async throws {
        let log = NodeLog()
        let driver = try await HealthGraph.driver(exercise: false, injured: false, log: log)
        try await driver.tap("Check health")
        try await driver.assertVisible("Unhealthy")
        #expect(log.entries == ["willExercise", "isInjured"])
    }

    @Test("Health in a schema, Does Exercises: Healthy after two 2-second work items on the simulated clock")
    func healthHealthy() async throws {
        let log = NodeLog()
        let driver = try await HealthGraph.driver(exercise: true, injured: false, log: log)
        try await driver.tap("Check health")
        try await driver.assertVisible("Testing...")
        #expect(log.entries == ["willExercise", "liftWeights"])
        try await driver.wait(seconds: 2)
        #expect(log.entries == ["willExercise", "liftWeights", "doSitUps"])
        try await driver.wait(seconds: 1.9)
        try await driver.assertVisible("Testing...")
        try await driver.wait(seconds: 0.1)
        try await driver.assertVisible("Healthy")
        #expect(await driver.session.pendingReplyCount == 0)
    }

    @Test("Health in a schema, Cancel during the exercises: Cancelled, and no further node runs")
    func healthCancel() async throws {
        let log = NodeLog()
        let driver = try await HealthGraph.driver(exercise: true, injured: false, log: log)
        try await driver.tap("Check health")
        try await driver.wait(seconds: 1)
        try await driver.tap("Cancel")
        try await driver.assertVisible("Cancelled")
        try await driver.wait(seconds: 10)
        try await driver.assertVisible("Cancelled")
        #expect(log.entries == ["willExercise", "liftWeights"])
        #expect(driver.clock.sleeperCount == 0)
    }

    @Test("Health in a schema: Cancel while idle does nothing, and the graph runs again after a run")
    func healthCancelIdleAndReuse() async throws {
        let log = NodeLog()
        let driver = try await HealthGraph.driver(exercise: false, injured: true, log: log)
        try await driver.tap("Cancel")
        try await driver.assertVisible("- -")
        try await driver.tap("Check health")
        try await driver.assertVisible("Inconclusive")
        try await driver.tap("Check health")
        try await driver.assertVisible("Inconclusive")
        #expect(log.entries == ["willExercise", "isInjured", "willExercise", "isInjured"])
        #expect(await driver.session.issues.isEmpty)
    }

    @Test("Health in a schema: a second start while it runs is a warning and the first run goes on")
    func healthStartTwice() async throws {
        let log = NodeLog()
        let driver = try await HealthGraph.driver(exercise: true, injured: false, log: log)
        try await driver.tap("Check health")
        try await driver.wait(seconds: 1)
        try await driver.tap("Check health")
        try await driver.wait(seconds: 3)
        try await driver.assertVisible("Healthy")
        #expect(log.entries == ["willExercise", "liftWeights", "doSitUps"])
        let issues = await driver.session.issues
        #expect(issues.map(\.severity) == [.warning])
        #expect(issues.first?.message.contains("'health' is already running") == true)
        #expect(issues.first?.range?.start.line == 24)
    }

    @Test("Health in a schema: a failing work item ends the run as failed, with the error in the issues")
    func healthError() async throws {
        let clock = ManualClock()
        var handlers = HealthGraph.handlers(exercise: true, injured: false, clock: clock, log: NodeLog())
        handlers.work("liftWeights") { _ in throw InjuryError() }
        let driver = try await WorkflowDriver(schema: HealthGraph.schema, graphHandlers: handlers, clock: clock)
        try await driver.tap("Check health")
        try await driver.assertVisible("Error")
        let issues = await driver.session.issues
        #expect(issues.count == 1)
        #expect(issues.first?.message == "the graph 'health' failed at its node 'liftWeights': pulled a muscle")
    }

    /// The demo's four cases, answered by the root delegate as a flow file would answer them.
    static let delegateCases: [(replies: [String: [ScriptedReply]], waits: Double, label: String)] = [
        (
            [
                "willExercise": [ScriptedReply(MessageReply(isSuccess: true, name: "no"))],
                "isInjured": [ScriptedReply(MessageReply(isSuccess: true, name: "yes"))],
            ], 0, "Inconclusive"
        ),
        (
            [
                "willExercise": [ScriptedReply(MessageReply(isSuccess: true, name: "no"))],
                "isInjured": [ScriptedReply(MessageReply(isSuccess: true, name: "no"))],
            ], 0, "Unhealthy"
        ),
        (
            [
                "willExercise": [ScriptedReply(MessageReply(isSuccess: true, name: "yes"))],
                "liftWeights": [ScriptedReply(.success(), after: .seconds(2))],
                "doSitUps": [ScriptedReply(.success(["sitUps": .number(50)]), after: .seconds(2))],
            ], 4, "Healthy"
        ),
    ]

    @Test("Health in a schema answered by the root delegate: one message per node, the same outcomes", arguments: 0..<3)
    func healthByRootDelegate(_ index: Int) async throws {
        let (replies, waits, label) = Self.delegateCases[index]
        let driver = try await WorkflowDriver(schema: HealthGraph.schema, replySequences: replies)
        try await driver.tap("Check health")
        if waits > 0 { try await driver.wait(seconds: waits) }
        try await driver.assertVisible(label)
        let asked = driver.rootDelegate.messages.map(\.name)
        #expect(
            asked
                == (label == "Healthy" ? ["willExercise", "liftWeights", "doSitUps"] : ["willExercise", "isInjured"]))
        #expect(await driver.session.issues.isEmpty)
    }
}

/// The error a failing work item throws.
struct InjuryError: Error, CustomStringConvertible {
    var description: String { "pulled a muscle" }
}
