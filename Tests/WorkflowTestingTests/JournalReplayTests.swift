import Foundation
import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowTesting

/// A session's journal replayed into a new session gives the screen the live session shows,
/// after every step of every flow of the repository (what a restart of `wfs serve` relies on).
@Suite("Journal replay of the repository's flows", .timeLimit(.minutes(5)))
struct JournalReplayTests {
    static let repository = FlowRunnerTests.flowsFolder.deletingLastPathComponent()

    /// The flows under Flows/ and Examples/ that run on the standard tags, relative to the repository.
    static let flows: [String] = {
        let examples = repository.appendingPathComponent("Examples")
        let found = FileManager.default.enumerator(atPath: examples.path)?.compactMap { $0 as? String } ?? []
        let exampleFlows = found.filter {
            ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.hasPrefix("TipCalculator/")
        }
        return FlowRunnerTests.repositoryFlows.map { "Flows/" + $0 } + exampleFlows.sorted().map { "Examples/" + $0 }
    }()

    @Test("there are flows from Flows/ and Examples/ to replay")
    func hasFlows() {
        #expect(Self.flows.contains("Examples/Showcase/showcase.yaml"))
        #expect(Self.flows.filter { $0.hasPrefix("Flows/") }.count >= 15)
    }

    @Test("replaying the journal after each step gives the same snapshot", arguments: flows)
    func replayIsExact(_ name: String) async throws {
        let flow = try FlowFile.load(contentsOf: Self.repository.appendingPathComponent(name))
        var runner = FlowRunner(flow: flow)
        runner.checksReplay = true
        let outcome = await runner.run()
        #expect(outcome.setupFailure == nil, "\(outcome.setupFailure ?? "")")
        let failed = outcome.steps.first { !$0.passed }
        #expect(
            failed == nil,
            "\(name):\(failed?.step.position.description ?? ""): \(failed?.failure?.description ?? "")")
        #expect(outcome.steps.count == flow.steps.count)
    }
}
