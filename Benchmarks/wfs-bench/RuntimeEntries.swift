import WorkflowRuntime

/// An operation on a live `Session` and its hand-written floor; both are awaited.
struct RuntimeEntry {
    let name: String
    let goal: Double?
    let value: () async -> Int
    let floor: () async -> Int
}

/// The runtime benchmarks. They run off the main actor (these functions are nonisolated), so
/// awaiting a free session does not switch threads.
enum RuntimeBenchmarks {
    static let climbLevels = 10

    /// Makes the entries; each side is checked once before any timing, and the run stops if
    /// one does not do what it should.
    static func entries() async -> [RuntimeEntry] {
        let tapAlert = await TapAlertBenchmark.make()
        let tapAlertFloor = TapAlertFloor()
        await checkSameScreens(tapAlert, tapAlertFloor)

        let climb = await MessageClimbBenchmark.make(levels: climbLevels)
        let climbFloor = MessageClimbFloor(levels: climbLevels, expecting: RuntimeSchemas.climbMessageName)
        await climbFloor.start()
        _ = await climbFloor.iteration()
        guard climbFloor.received == 1 else {
            fail("message-climb floor: the handler got \(climbFloor.received) messages")
        }

        return [
            RuntimeEntry(
                name: "tap-alert-snapshot", goal: 2.5, value: { await tapAlert.iteration() },
                floor: { tapAlertFloor.iteration() }),
            RuntimeEntry(
                name: "message-climb-\(climbLevels)", goal: 2.5, value: { await climb.iteration() },
                floor: { await climbFloor.iteration() }),
        ]
    }

    /// The floor must show what the session shows, element for element (ids aside: the text
    /// rendering leaves them out), before, with and after the alert.
    private static func checkSameScreens(_ benchmark: TapAlertBenchmark, _ floor: TapAlertFloor) async {
        let first = await benchmark.session.snapshot()
        let (shown, dismissed) = await benchmark.steps()
        let floorFirst = floor.snapshot()
        let floorShown = floor.tap(floor.screen.button.id)
        let floorDismissed = floor.tap(floorShown.alert?.children.first?.id ?? "none")
        for (runtime, hand) in [(first, floorFirst), (shown, floorShown), (dismissed, floorDismissed)] {
            guard runtime.textRendering == hand.textRendering,
                runtime.window.visibleElements.count == hand.window.visibleElements.count
            else {
                fail(
                    "tap-alert-snapshot: the floor shows\n\(hand.textRendering)\nwhere the session shows\n\(runtime.textRendering)"
                )
            }
        }
    }

    /// Measures every entry, printing a line for each.
    static func measure(
        runner: BenchmarkRunner
    ) async
        -> [(entry: String, goal: Double?, measurement: BenchmarkRunner.Measurement)]
    {
        var measured: [(entry: String, goal: Double?, measurement: BenchmarkRunner.Measurement)] = []
        for entry in await entries() {
            let measurement = await runner.measureAsync(value: entry.value, floor: entry.floor)
            print(progressLine(entry.name, measurement))
            measured.append((entry.name, entry.goal, measurement))
        }
        return measured
    }

    /// The names `--profile` accepts: each entry, and `floor-` plus each entry for its floor.
    static let profileNames = ["tap-alert-snapshot", "message-climb-\(climbLevels)"].flatMap { [$0, "floor-" + $0] }

    /// Runs one entry's value (or floor) `iterations` times, for a profiler; false when `name` is not one.
    static func profile(_ name: String, iterations: Int) async -> Bool {
        guard profileNames.contains(name) else { return false }
        let isFloor = name.hasPrefix("floor-")
        let entryName = isFloor ? String(name.dropFirst("floor-".count)) : name
        guard let entry = await entries().first(where: { $0.name == entryName }) else { return false }
        let operation = isFloor ? entry.floor : entry.value
        var sum = 0
        let start = ContinuousClock.now
        for _ in 0..<iterations { sum &+= await operation() }
        let perOperation = nanoseconds(ContinuousClock.now - start) / Double(iterations) / 1000
        print("\(name): \(iterations) iterations, \(perOperation.reportRounded) us/op, checksum \(sum)")
        return true
    }
}
