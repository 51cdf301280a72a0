/// The floor of the graph entries: a hand-written loop over the same chain, with no engine.
///
/// The chain is an array of links, each holding the same body as the workflow's nodes (an
/// async closure over the counter, the type a work item takes) and the index of the next link
/// (-1 at the end). One iteration starts at link 0 and calls each body in turn on the counter,
/// awaiting it as the workflow does, until the end. The structure of the chain and the work
/// of every body are the workflow's; what is missing is the engine: no identifiers, no
/// results, no copy of the data per node, no observer, no cancellation check, no run task.
final class ChainFloor: Sendable {
    struct Link: Sendable {
        let body: GraphChainBenchmark.Body
        let next: Int
    }

    let links: [Link]

    init(nodeCount: Int, body: @escaping GraphChainBenchmark.Body) {
        links = (0..<nodeCount).map { Link(body: body, next: $0 + 1 < nodeCount ? $0 + 1 : -1) }
    }

    /// One pass over the chain, on `counter`; returns the number of links passed.
    func iteration(counter: inout Int) async -> Int {
        var index = 0
        var passed = 0
        do {
            while index >= 0 {
                let link = links[index]
                try await link.body(&counter)
                passed &+= 1
                index = link.next
            }
        } catch {
            fail("chain floor: \(error)")
        }
        return passed
    }
}
