/// Times an operation against its floor.
///
/// The two are measured in alternating rounds (value, floor, then floor, value, ...) so that
/// noise from the shared machine hits both alike. In each round an operation runs as a batch of
/// `n` iterations, `n` chosen so one batch takes at least `minimumBatch`; the per-operation time of
/// a round is the batch time divided by `n`, and the figure reported is the median over rounds.
struct BenchmarkRunner {
    /// How long to spend measuring one entry (both sides together, after calibration).
    var budget: Duration
    /// The shortest batch worth timing.
    var minimumBatch: Duration = .milliseconds(20)
    /// Rounds taken even when the budget is spent.
    var minimumRounds = 5
    /// Rounds never exceeded.
    var maximumRounds = 10_000

    /// Medians, in nanoseconds per operation, and how they were obtained.
    struct Measurement {
        var valueNanoseconds: Double
        var floorNanoseconds: Double
        var rounds: Int
        var valueBatch: Int
        var floorBatch: Int
        /// Sum of what the operations returned, printed so the work cannot be optimised away.
        var checksum: Int
    }

    /// Measures `value` against `floor`; each closure does one operation and returns a number
    /// derived from its result.
    func measure(value: () -> Int, floor: () -> Int) -> Measurement {
        let clock = ContinuousClock()
        var checksum = 0
        let valueBatch = calibrate(value, clock: clock, checksum: &checksum)
        let floorBatch = calibrate(floor, clock: clock, checksum: &checksum)

        var rounds = rounds(clock: clock)
        while !rounds.isDone(clock: clock) {
            if rounds.valueFirst {
                let valueTime = time(value, batch: valueBatch, clock: clock, checksum: &checksum)
                let floorTime = time(floor, batch: floorBatch, clock: clock, checksum: &checksum)
                rounds.record(value: valueTime, floor: floorTime)
            } else {
                let floorTime = time(floor, batch: floorBatch, clock: clock, checksum: &checksum)
                let valueTime = time(value, batch: valueBatch, clock: clock, checksum: &checksum)
                rounds.record(value: valueTime, floor: floorTime)
            }
        }
        return rounds.measurement(valueBatch: valueBatch, floorBatch: floorBatch, checksum: checksum)
    }

    /// An empty schedule of rounds whose budget starts now.
    func rounds(clock: ContinuousClock) -> Rounds {
        Rounds(deadline: clock.now.advanced(by: budget), minimum: minimumRounds, maximum: maximumRounds)
    }

    /// Warms `operation` up and returns the batch size that makes one batch last `minimumBatch`.
    private func calibrate(_ operation: () -> Int, clock: ContinuousClock, checksum: inout Int) -> Int {
        var iterations = 0
        let start = clock.now
        var elapsed = Duration.zero
        // Run for at least one batch length (and at least twice), which also warms caches up.
        while iterations < 2 || elapsed < minimumBatch {
            checksum &+= operation()
            iterations += 1
            elapsed = start.duration(to: clock.now)
        }
        let perOperation = nanoseconds(elapsed) / Double(iterations)
        let needed = (nanoseconds(minimumBatch) / max(perOperation, 1)).rounded(.up)
        return max(1, Int(needed))
    }

    /// Runs one batch and returns nanoseconds per operation.
    private func time(_ operation: () -> Int, batch: Int, clock: ContinuousClock, checksum: inout Int) -> Double {
        var sum = 0
        let start = clock.now
        for _ in 0..<batch { sum &+= operation() }
        let elapsed = start.duration(to: clock.now)
        checksum &+= sum
        return nanoseconds(elapsed) / Double(batch)
    }
}

/// The alternating rounds of one entry and the per-operation times they gave.
struct Rounds {
    let deadline: ContinuousClock.Instant
    let minimum: Int
    let maximum: Int
    private(set) var valueTimes: [Double] = []
    private(set) var floorTimes: [Double] = []

    init(deadline: ContinuousClock.Instant, minimum: Int, maximum: Int) {
        self.deadline = deadline
        self.minimum = minimum
        self.maximum = maximum
    }

    var count: Int { valueTimes.count }

    /// Whether the next round times the value first (even rounds) or the floor first (odd rounds).
    var valueFirst: Bool { count % 2 == 0 }

    /// Whether enough rounds have been taken: the budget is spent and the minimum reached, or the maximum.
    func isDone(clock: ContinuousClock) -> Bool {
        count >= maximum || (count >= minimum && clock.now >= deadline)
    }

    mutating func record(value: Double, floor: Double) {
        valueTimes.append(value)
        floorTimes.append(floor)
    }

    func measurement(valueBatch: Int, floorBatch: Int, checksum: Int) -> BenchmarkRunner.Measurement {
        BenchmarkRunner.Measurement(
            valueNanoseconds: median(valueTimes), floorNanoseconds: median(floorTimes), rounds: count,
            valueBatch: valueBatch, floorBatch: floorBatch, checksum: checksum)
    }
}

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// A duration in nanoseconds.
func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}
