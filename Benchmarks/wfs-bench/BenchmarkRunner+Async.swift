/// The same measurement for operations that await (the runtime's `Session` is an actor).
///
/// Call it from a nonisolated async function, not from the main actor: each `await` on a
/// session then runs on the calling thread when the session is free, as in an application
/// that drives a session from a task, instead of hopping to another thread and back.
extension BenchmarkRunner {
    /// Measures `value` against `floor` in alternating rounds, like `measure(value:floor:)`.
    func measureAsync(value: () async -> Int, floor: () async -> Int) async -> Measurement {
        let clock = ContinuousClock()
        var checksum = 0
        let valueBatch = await calibrate(value, clock: clock, checksum: &checksum)
        let floorBatch = await calibrate(floor, clock: clock, checksum: &checksum)

        var rounds = rounds(clock: clock)
        while !rounds.isDone(clock: clock) {
            if rounds.valueFirst {
                let valueTime = await time(value, batch: valueBatch, clock: clock, checksum: &checksum)
                let floorTime = await time(floor, batch: floorBatch, clock: clock, checksum: &checksum)
                rounds.record(value: valueTime, floor: floorTime)
            } else {
                let floorTime = await time(floor, batch: floorBatch, clock: clock, checksum: &checksum)
                let valueTime = await time(value, batch: valueBatch, clock: clock, checksum: &checksum)
                rounds.record(value: valueTime, floor: floorTime)
            }
        }
        return rounds.measurement(valueBatch: valueBatch, floorBatch: floorBatch, checksum: checksum)
    }

    private func calibrate(_ operation: () async -> Int, clock: ContinuousClock, checksum: inout Int) async -> Int {
        var iterations = 0
        let start = clock.now
        var elapsed = Duration.zero
        while iterations < 2 || elapsed < minimumBatch {
            checksum &+= await operation()
            iterations += 1
            elapsed = start.duration(to: clock.now)
        }
        let perOperation = nanoseconds(elapsed) / Double(iterations)
        let needed = (nanoseconds(minimumBatch) / max(perOperation, 1)).rounded(.up)
        return max(1, Int(needed))
    }

    private func time(
        _ operation: () async -> Int, batch: Int, clock: ContinuousClock, checksum: inout Int
    ) async -> Double {
        var sum = 0
        let start = clock.now
        for _ in 0..<batch { sum &+= await operation() }
        let elapsed = start.duration(to: clock.now)
        checksum &+= sum
        return nanoseconds(elapsed) / Double(batch)
    }
}
