import WorkflowEngine

/// `graph-chain-1M` and `graph-async-node`: a `Workflow` whose nodes form one chain, run from the first to the last.
///
/// Every node is a work item with the same body, which does a tiny piece of work on the shared
/// data (an `Int` counter) and, for the async entry, awaits. One iteration is one run:
/// `run(from:)` on the first node, which starts a run task, passes through every node and
/// returns the completion. The workflow is built once (`make`), outside the timing.
struct GraphChainBenchmark {
    let workflow: Workflow<Int, Int>
    let nodeCount: Int
    let first: NodeID
    let last: NodeID

    /// The body of every node of a chain: it changes the shared data and may await.
    typealias Body = @Sendable (inout Int) async throws -> Void

    /// The identifier of node `index` of a chain.
    static func id(_ index: Int) -> NodeID {
        NodeID("n\(index)")
    }

    /// Builds a chain of `nodeCount` work items running `body`, and checks, once, that a run passes every node.
    static func make(name: String, nodeCount: Int, body: @escaping Body) async -> GraphChainBenchmark {
        let ids = (0..<nodeCount).map(id)
        let nodes = ids.indices.map { index in
            WorkflowNode<Int>.workItem(ids[index], next: index + 1 < nodeCount ? ids[index + 1] : nil, body)
        }
        let workflow: Workflow<Int, Int>
        do {
            workflow = try Workflow(nodes: nodes, data: 0)
            try await workflow.map(ids[nodeCount - 1], .complete, to: nodeCount)
        } catch {
            fail("\(name): the workflow cannot be built: \(error)")
        }
        let benchmark = GraphChainBenchmark(
            workflow: workflow, nodeCount: nodeCount, first: ids[0], last: ids[nodeCount - 1])
        let before = await workflow.data
        let outcome = await benchmark.iteration()
        let after = await workflow.data
        guard outcome == nodeCount, after - before == nodeCount else {
            fail("\(name): a run gave \(outcome) and counted \(after - before) nodes, not \(nodeCount)")
        }
        return benchmark
    }

    /// One run from the first node to the last; returns the outcome (the node count).
    func iteration() async -> Int {
        do {
            let completion = try await workflow.run(from: first)
            guard completion.finalNode == last, let outcome = completion.outcome else {
                fail("graph chain: the run ended on \(completion.finalNode?.rawValue ?? "nothing"), not \(last)")
            }
            return outcome
        } catch {
            fail("graph chain: \(error)")
        }
    }
}
