/// The clock a session's reply deadlines run on (`Session(replyClock:)`): the time since the
/// session was made, and a sleep until such a time. Real time (`ContinuousClock`) unless a test
/// gives a clock it moves by hand, so that a deadline is judged without waiting for it.
struct DeadlineClock: Sendable {
    private let elapsed: @Sendable () -> Duration
    private let sleeper: @Sendable (Duration) async throws -> Void

    /// Real time, shared by every session that keeps the default: made once, not per session.
    static let continuous = DeadlineClock(opening: ContinuousClock())

    /// `clock` as a deadline clock; the shared `continuous` one for a `ContinuousClock`.
    static func of(_ clock: any Clock<Duration>) -> DeadlineClock {
        clock is ContinuousClock ? continuous : DeadlineClock(opening: clock)
    }

    private init<C: Clock<Duration>>(opening clock: C) {
        let origin = clock.now
        elapsed = { origin.duration(to: clock.now) }
        sleeper = { try await clock.sleep(until: origin.advanced(by: $0), tolerance: nil) }
    }

    /// The time since the clock was made.
    var now: Duration { elapsed() }

    /// Sleeps until `deadline`, a time as `now` gives it; throws when the task is cancelled.
    func sleep(until deadline: Duration) async throws {
        try await sleeper(deadline)
    }
}
