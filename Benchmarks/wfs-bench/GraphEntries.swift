/// The graph entries: a `Workflow` chain against the same chain run by a hand-written loop (`ChainFloor`).
///
/// `graph-chain-1M` times synchronous nodes (bodies that never suspend) per transition;
/// `graph-chain-1M-rate` states the same two figures as transitions per second (for insight: its
/// goal of 5 million per second is an absolute figure, printed after the table, not a ratio);
/// `graph-async-node` times nodes whose bodies suspend (`Task.yield()`), per node.
enum GraphBenchmarks {
    /// Nodes in the synchronous chain.
    static let chainNodes = 1_000_000
    /// Nodes in the async chain: each yields once, so a run of 1,000 takes about a millisecond.
    static let asyncNodes = 1_000
    /// The synchronous transitions per second we aim for.
    static let rateGoal = 5_000_000.0

    static let chainName = "graph-chain-1M"
    static let rateName = "graph-chain-1M-rate"
    static let asyncName = "graph-async-node"

    /// The body of a synchronous node: one increment, no suspension.
    static let syncBody: GraphChainBenchmark.Body = { $0 &+= 1 }
    /// The body of an async node: one increment and one suspension.
    static let asyncBody: GraphChainBenchmark.Body = { counter in
        counter &+= 1
        await Task.yield()
    }

    /// A chain entry: the workflow and its floor, each iteration one run over `nodeCount` nodes.
    struct ChainEntry {
        let name: String
        let nodeCount: Int
        let goal: Double?
        let benchmark: GraphChainBenchmark
        let floor: ChainFloor
    }

    /// Builds both chains and checks them, once, before any timing.
    static func entries() async -> [ChainEntry] {
        var made: [ChainEntry] = []
        for (name, count, body) in [(chainName, chainNodes, syncBody), (asyncName, asyncNodes, asyncBody)] {
            let benchmark = await GraphChainBenchmark.make(name: name, nodeCount: count, body: body)
            let floor = ChainFloor(nodeCount: count, body: body)
            var counter = 0
            let passed = await floor.iteration(counter: &counter)
            guard passed == count, counter == count else {
                fail("\(name) floor: passed \(passed) links and counted \(counter), not \(count)")
            }
            made.append(ChainEntry(name: name, nodeCount: count, goal: 1.5, benchmark: benchmark, floor: floor))
        }
        return made
    }

    /// Measures both chains; returns the results (times per node in nanoseconds, and the rate entry).
    static func measure(runner: BenchmarkRunner) async -> (results: [BenchmarkResult], checksum: Int) {
        var results: [BenchmarkResult] = []
        var checksum = 0
        for entry in await entries() {
            var counter = 0
            let measurement = await runner.measureAsync(
                value: { await entry.benchmark.iteration() },
                floor: { await entry.floor.iteration(counter: &counter) })
            print(progressLine(entry.name, measurement))
            checksum &+= measurement.checksum &+ counter
            let nodes = Double(entry.nodeCount)
            let value = measurement.valueNanoseconds / nodes
            let floor = measurement.floorNanoseconds / nodes
            let unit = entry.name == chainName ? "ns/transition" : "ns/node"
            results.append(BenchmarkResult(name: entry.name, value: value, unit: unit, floor: floor, goal: entry.goal))
            if entry.name == chainName {
                results.append(
                    BenchmarkResult(
                        name: rateName, value: 1000 / value, unit: "Mtransitions/s", floor: 1000 / floor, goal: nil))
            }
        }
        return (results, checksum)
    }

    /// Whether the synchronous rate in `results` meets `rateGoal` (true when there is no rate entry).
    static func meetsRateGoal(_ results: [BenchmarkResult]) -> Bool {
        guard let rate = results.first(where: { $0.name == rateName }) else { return true }
        return rate.value * 1e6 >= rateGoal
    }

    /// The line printed after the table: the synchronous rate against its absolute goal.
    static func rateLine(_ results: [BenchmarkResult]) -> String? {
        guard let rate = results.first(where: { $0.name == rateName }) else { return nil }
        let goal = Int(rateGoal / 1e6)
        return "\(rateName): \(rate.value) million transitions per second (floor \(rate.floor)), goal at least "
            + "\(goal) million: \(meetsRateGoal(results) ? "pass" : "FAIL")"
    }

    /// The names `--profile` accepts: each chain, and `floor-` plus each chain for its floor.
    static let profileNames = [chainName, asyncName].flatMap { [$0, "floor-" + $0] }

    /// Runs one chain (or its floor) `iterations` times, for a profiler; false when `name` is not one.
    static func profile(_ name: String, iterations: Int) async -> Bool {
        guard profileNames.contains(name) else { return false }
        let isFloor = name.hasPrefix("floor-")
        let entryName = isFloor ? String(name.dropFirst("floor-".count)) : name
        let count = entryName == chainName ? chainNodes : asyncNodes
        let body = entryName == chainName ? syncBody : asyncBody
        var sum = 0
        let start: ContinuousClock.Instant
        if isFloor {
            let floor = ChainFloor(nodeCount: count, body: body)
            var counter = 0
            start = ContinuousClock.now
            for _ in 0..<iterations { sum &+= await floor.iteration(counter: &counter) }
        } else {
            let benchmark = await GraphChainBenchmark.make(name: entryName, nodeCount: count, body: body)
            start = ContinuousClock.now
            for _ in 0..<iterations { sum &+= await benchmark.iteration() }
        }
        let perNode = nanoseconds(ContinuousClock.now - start) / Double(iterations) / Double(count)
        print("\(name): \(iterations) iterations of \(count) nodes, \(perNode.reportRounded) ns/node, checksum \(sum)")
        return true
    }
}
