import Foundation

/// A clock whose time moves only when `advance(by:)` is called, for running flows without waiting.
public final class ManualClock: Clock, @unchecked Sendable {
    /// The clock measures time in `Swift.Duration`.
    public typealias Duration = Swift.Duration

    /// A suspended `sleep(until:tolerance:)` call.
    private struct Sleeper: Sendable {
        /// When the sleeper wakes.
        var deadline: Instant
        /// The order the sleeper went to sleep in, to wake equal deadlines first come, first served.
        var order: UInt64
        /// Resumes the sleeping task.
        var continuation: CheckedContinuation<Void, any Error>
    }

    // NSLock rather than the engine's RunLock: the thread sanitizer does not see the Mutex that
    // RunLock wraps on Linux, and reported the sleepers read under it as a race.
    private let lock = NSLock()
    private var current: Instant
    private var sleepers: [UInt64: Sleeper] = [:]
    private var nextID: UInt64 = 0

    /// Creates a clock that reads `now`, zero by default.
    public init(now: Instant = Instant()) {
        current = now
    }

    /// The current instant, moved only by `advance(by:)`.
    public var now: Instant {
        lock.withLock { current }
    }

    /// The clock is exact: zero.
    public var minimumResolution: Duration { .zero }

    /// The number of tasks suspended in `sleep(until:tolerance:)`.
    public var sleeperCount: Int {
        lock.withLock { sleepers.count }
    }

    /// Suspends until `advance(by:)` moves time to `deadline` or past it; returns at once if it is already there.
    ///
    /// Throws `CancellationError` if the task is cancelled before or while it sleeps.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // Cancellation is checked under the lock: a cancel that lands before this finds the flag set,
                // one that lands after finds the sleeper registered, so the continuation resumes exactly once.
                let outcome: Result<Void, any Error>? = lock.withLock {
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= current { return .success(()) }
                    sleepers[id] = Sleeper(deadline: deadline, order: id, continuation: continuation)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = lock.withLock { sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Yields until exactly `count` tasks sleep on the clock, at most `attempts` times; whether they do.
    ///
    /// For tests: the task that is about to sleep runs while this one yields, so no real time passes.
    public func waitForSleepers(_ count: Int, attempts: Int = 100_000) async -> Bool {
        for _ in 0..<attempts {
            if sleeperCount == count { return true }
            await Task.yield()
        }
        return sleeperCount == count
    }

    /// How many sleeps have begun since the clock was made, those that returned at once included.
    ///
    /// A count that did not move between two looks means no task went to sleep in between.
    public var sleepCount: UInt64 {
        lock.withLock { nextID }
    }

    /// The earliest deadline a task sleeps until, if any sleeps.
    public var nextDeadline: Instant? {
        lock.withLock { sleepers.values.map(\.deadline).min() }
    }

    /// Moves time forward by `duration` and wakes every sleeper now due, earliest deadline first.
    public func advance(by duration: Duration) {
        precondition(duration >= .zero, "ManualClock cannot go back in time")
        advance(to: now.advanced(by: duration))
    }

    /// Moves time forward to `instant` and wakes every sleeper now due, earliest deadline first.
    ///
    /// An instant before `now` leaves time where it is (unlike `advance(by:)`, which refuses a negative duration).
    public func advance(to instant: Instant) {
        let due: [Sleeper] = lock.withLock {
            current = max(current, instant)
            let due = sleepers.filter { $0.value.deadline <= current }
            for id in due.keys { sleepers.removeValue(forKey: id) }
            return due.values.sorted { ($0.deadline, $0.order) < ($1.deadline, $1.order) }
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}
