import Foundation
import Testing
import WorkflowTesting

@Suite("Manual clock", .timeLimit(.minutes(2)))
struct ManualClockTests {
    /// A thread-safe list of events, in the order they happened.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String] = []

        func append(_ entry: String) { lock.withLock { entries.append(entry) } }
        var all: [String] { lock.withLock { entries } }

        /// Waits (in real time, briefly) until the log has `count` entries.
        func wait(forCount count: Int) async throws {
            for _ in 0..<5_000 {
                if all.count >= count { return }
                try await Task.sleep(for: .milliseconds(1))
            }
            Issue.record("expected \(count) log entries, have \(all)")
        }
    }

    @Test("time moves only when advanced")
    func now() {
        let clock = ManualClock()
        #expect(clock.now == ManualClock.Instant())
        #expect(clock.minimumResolution == .zero)
        clock.advance(by: .seconds(1.5))
        #expect(clock.now == ManualClock.Instant(offset: .milliseconds(1500)))
        #expect(clock.now.duration(to: ManualClock.Instant(offset: .seconds(4))) == .milliseconds(2500))
        #expect(clock.now.advanced(by: .seconds(1)) > clock.now)
        #expect(ManualClock(now: ManualClock.Instant(offset: .seconds(9))).now.offset == .seconds(9))
    }

    @Test("a sleeper wakes only once time reaches its deadline")
    func sleeperWakesAtDeadline() async throws {
        let clock = ManualClock()
        let log = Log()
        let task = Task {
            try await clock.sleep(for: .seconds(2))
            log.append("woke at \(clock.now)")
        }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(1))
        clock.advance(by: .milliseconds(999))
        try await Task.sleep(for: .milliseconds(20))
        #expect(log.all.isEmpty)
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1))
        try await task.value
        #expect(log.all == ["woke at 2.0 seconds"])
        #expect(clock.sleeperCount == 0)
    }

    @Test("a deadline already reached returns at once")
    func pastDeadline() async throws {
        let clock = ManualClock()
        clock.advance(by: .seconds(5))
        try await clock.sleep(until: ManualClock.Instant(offset: .seconds(3)))
        try await clock.sleep(until: clock.now)
        try await clock.sleep(for: .zero)
        #expect(clock.sleeperCount == 0)
    }

    @Test("two sleepers wake in deadline order, each when its own deadline comes")
    func twoSleepers() async throws {
        let clock = ManualClock()
        let log = Log()
        let late = Task {
            try await clock.sleep(until: ManualClock.Instant(offset: .seconds(3)))
            log.append("late")
        }
        let early = Task {
            try await clock.sleep(until: ManualClock.Instant(offset: .seconds(1)))
            log.append("early")
        }
        #expect(await clock.waitForSleepers(2))
        clock.advance(by: .seconds(2))
        try await early.value
        try await Task.sleep(for: .milliseconds(20))
        #expect(log.all == ["early"])
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(1))
        try await late.value
        #expect(log.all == ["early", "late"])
        #expect(clock.sleeperCount == 0)
    }

    @Test("one advance past several deadlines wakes them all")
    func advancePastAll() async throws {
        let clock = ManualClock()
        let tasks = (1...5).map { second in
            Task { try await clock.sleep(until: ManualClock.Instant(offset: .seconds(second))) }
        }
        #expect(await clock.waitForSleepers(5))
        clock.advance(by: .seconds(10))
        for task in tasks { try await task.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test("cancelling a sleeper throws CancellationError and removes it")
    func cancellation() async throws {
        let clock = ManualClock()
        let task = Task { try await clock.sleep(for: .seconds(60)) }
        #expect(await clock.waitForSleepers(1))
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.sleeperCount == 0)
        clock.advance(by: .seconds(120))
        #expect(clock.sleeperCount == 0)
    }

    @Test("sleeping in an already cancelled task throws at once")
    func alreadyCancelled() async throws {
        let clock = ManualClock()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.sleeperCount == 0)
    }
}
