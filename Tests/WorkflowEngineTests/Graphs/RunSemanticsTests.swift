import Testing
import WorkflowEngine

/// The shared data of the run semantics tests: the nodes that produced a result, in order.
struct Trail: Sendable, Equatable {
    var nodes: [String] = []
}

@Suite("Run semantics: data during a run, failures of decisions, long synchronous chains", .timeLimit(.minutes(2)))
struct RunSemanticsTests {
    @Test("data read during a run shows every node that produced a result, and not the node still running")
    func dataDuringRun() async throws {
        let clock = ManualClock()
        let workflow = try Workflow<Trail, String>(
            nodes: [
                .workItem("first", next: "second") { $0.nodes.append("first") },
                .workItem("second", next: nil) { data in
                    data.nodes.append("second")
                    try await clock.sleep(for: .seconds(1))
                },
            ], data: Trail(), clock: clock)
        let run = try await workflow.start(at: "first")
        #expect(await clock.waitForSleepers(1))
        #expect(await workflow.data.nodes == ["first"])
        #expect(await workflow.isRunning)
        clock.advance(by: .seconds(1))
        _ = await run.completion
        #expect(await workflow.data.nodes == ["first", "second"])
    }

    @Test("a decision that throws ends the run with its error, not on its no link")
    func decisionFailure() async throws {
        let workflow = try Workflow<Trail, String>(
            nodes: [
                .decision("ask", yes: "yes", no: "no") { _ in throw TestFailure(message: "cannot tell") },
                .workItem("yes", next: nil) { $0.nodes.append("yes") },
                .workItem("no", next: nil) { $0.nodes.append("no") },
            ], data: Trail())
        let completion = try await workflow.run(from: "ask")
        #expect(completion.finalNode == "ask")
        #expect(completion.result == .failed)
        #expect(completion.failure?.error as? TestFailure == TestFailure(message: "cannot tell"))
        #expect(await workflow.data.nodes.isEmpty)
    }

    @Test("a long chain of synchronous nodes of every kind runs to the end, each result applied once")
    func longSynchronousChain() async throws {
        let count = 3_000
        let nodes: [WorkflowNode<Int>] = (0..<count).map { index in
            let id = NodeID("n\(index)")
            let next: NodeID? = index + 1 < count ? NodeID("n\(index + 1)") : nil
            switch index % 3 {
            case 0: return .workItem(id, next: next) { $0 += 1 }
            case 1:
                return .decision(id, yes: next, no: nil) { data in
                    data += 1
                    return true
                }
            default:
                return .choice(id, branches: next.map { ["on": $0] } ?? [:]) { data in
                    data += 1
                    return "on"
                }
            }
        }
        let workflow = try Workflow<Int, Int>(nodes: nodes, data: 0)
        let completion = try await workflow.run(from: "n0")
        #expect(completion.finalNode == NodeID("n\(count - 1)"))
        #expect(await workflow.data == count)
        #expect(try await workflow.run(from: "n0").finalNode == NodeID("n\(count - 1)"))
        #expect(await workflow.data == 2 * count)
    }

    @Test("cancel between two synchronous nodes stops the run before the next one")
    func cancelInSynchronousChain() async throws {
        let clock = ManualClock()
        let observer = RecordingObserver()
        let workflow = try Workflow<Trail, String>(
            nodes: [
                .workItem("first", next: "wait") { $0.nodes.append("first") },
                .workItem("wait", next: "last") { _ in try await clock.sleep(for: .seconds(1)) },
                .workItem("last", next: nil) { $0.nodes.append("last") },
            ], data: Trail(), clock: clock, observer: observer)
        let run = try await workflow.start(at: "first")
        #expect(await clock.waitForSleepers(1))
        await workflow.cancel()
        let completion = await run.completion
        #expect(completion.isCancelled)
        #expect(await workflow.data.nodes == ["first"])
        #expect(!observer.events.contains("began last #1"))
        #expect(await !workflow.isRunning)
    }

    @Test("cancelling the run's handle (its task) cancels the run like Workflow.cancel()")
    func cancelThroughRunHandle() async throws {
        let clock = ManualClock()
        let observer = RecordingObserver()
        let workflow = try Workflow<Trail, String>(
            nodes: [
                .workItem("first", next: "wait") { $0.nodes.append("first") },
                .workItem("wait", next: "last") { data in
                    data.nodes.append("wait")
                    try await clock.sleep(for: .seconds(1))
                },
                .workItem("last", next: nil) { $0.nodes.append("last") },
            ], data: Trail(), clock: clock, observer: observer)
        let run = try await workflow.start(at: "first")
        #expect(await clock.waitForSleepers(1))
        run.cancel()
        let completion = await run.completion
        #expect(completion.isCancelled)
        #expect(clock.sleeperCount == 0)
        #expect(await workflow.data.nodes == ["first"])
        #expect(await workflow.nodeErrors.isEmpty)
        #expect(!observer.events.contains("began last #1"))
        #expect(observer.events.last == "cancelled")
        #expect(await !workflow.isRunning)
    }
}
