import Testing
import WorkflowEngine

@Suite("Where nodes run", .timeLimit(.minutes(2)))
struct NodeIsolationTests {
    @MainActor static var visits: [String] = []

    @Test("a node written for the main actor runs on it, wherever the workflow was started from")
    func mainActorNode() async throws {
        let workflow = try Workflow<Int, String>(
            nodes: [
                .workItem("onMain", next: "anywhere") { @MainActor count in
                    MainActor.assertIsolated()
                    Self.visits.append("onMain")
                    count += 1
                },
                .workItem("anywhere", next: nil) { count in count += 1 },
            ], data: 0)
        // Started from a task that is not on the main actor.
        let completion = try await Task.detached { try await workflow.run(from: "onMain") }.value
        #expect(completion.finalNode == "anywhere")
        #expect(await workflow.data == 2)
        #expect(await Self.visits == ["onMain"])
    }
}
