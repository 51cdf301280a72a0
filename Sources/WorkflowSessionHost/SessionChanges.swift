import NIOConcurrencyHelpers

/// Wakes the push channels of a session's pages when its journal grows, on this server (a save)
/// or on another one sharing the store (told by `SessionStore.watchAppends`).
///
/// A wake says only "look again": the channel then reads the session, as any request does, and
/// sends the new length if it grew. So a wake that comes twice, or for nothing, costs one look.
/// A channel takes a session's `mark` before it looks, and waits for a change after that mark:
/// a change between its look and its wait is not missed.
public final class SessionChanges: Sendable {
    /// A channel waiting: what wakes it, and the tick at which it stops waiting by itself.
    private struct Waiter {
        let continuation: CheckedContinuation<Void, Never>
        let tick: Int
    }

    private struct State {
        /// The channels waiting, by session then by number: a save wakes its own session's only.
        var waiters: [String: [Int: Waiter]] = [:]
        /// The same channels by the tick their time is up at, then by number: their sessions.
        var expiring: [Int: [Int: String]] = [:]
        var nextWaiter = 0
        /// Whether the task that ends waits whose time is up runs (it does while any channel waits).
        var isSweeping = false
        /// Counts changes; each session's last change is marked with the count.
        var clock = 0
        var marks: [String: Int] = [:]
        /// The mark of the sessions without one of their own: the last change of unknown session.
        var floor = 0

        public func mark(of session: String) -> Int { marks[session] ?? floor }

        /// Takes the channel `number` of `session` off both tables.
        mutating func remove(_ session: String, _ number: Int) -> Waiter? {
            guard let waiter = waiters[session]?.removeValue(forKey: number) else { return nil }
            if waiters[session]?.isEmpty == true { waiters[session] = nil }
            expiring[waiter.tick]?[number] = nil
            if expiring[waiter.tick]?.isEmpty == true { expiring[waiter.tick] = nil }
            return waiter
        }
    }

    /// How many sessions keep a mark of their own before they share `floor` (a wake for all).
    private static let maximumMarks = 100_000
    /// How often the waits whose time is up are ended: a wait lasts up to this much longer than asked.
    ///
    /// One task ends them all, rather than a timer task per wait: an open push channel then costs
    /// no task of its own while it waits (BENCHMARKS.md, "What an open push channel costs").
    static let tick: Duration = .milliseconds(100)
    private let state = NIOLockedValueBox(State())
    /// Ticks are counted from here.
    private let start = ContinuousClock.now

    /// Wakes the channels of `session`, or of every session when nil (what changed is unknown).
    public func changed(_ session: String?) {
        let woken = state.withLockedValue { state -> [Waiter] in
            state.clock += 1
            if let session, state.marks.count < Self.maximumMarks {
                state.marks[session] = state.clock
            } else {
                state.marks = [:]
                state.floor = state.clock
            }
            guard let session else {
                defer {
                    state.waiters = [:]
                    state.expiring = [:]
                }
                return state.waiters.values.flatMap(\.values)
            }
            let numbers = state.waiters[session].map { Array($0.keys) } ?? []
            return numbers.compactMap { state.remove(session, $0) }
        }
        for waiter in woken { waiter.continuation.resume() }
    }

    /// How many channels wait, and how many of them are in the table of times up (the same, always).
    var waiting: (channels: Int, timed: Int) {
        state.withLockedValue { state in
            (state.waiters.values.map(\.count).reduce(0, +), state.expiring.values.map(\.count).reduce(0, +))
        }
    }

    /// The mark of `session`'s last change, to wait for a later one.
    public func mark(of session: String) -> Int {
        state.withLockedValue { $0.mark(of: session) }
    }

    /// The longest wait: a day (longer ones end then).
    static let longestWait: Duration = .seconds(86_400)

    /// Returns once `session` changed after `mark`, after `timeout` (and up to two ``tick``s more),
    /// or when the task is cancelled; at once when `timeout` is not positive.
    public func wait(for session: String, after mark: Int, upTo timeout: Duration) async {
        guard timeout > .zero else { return }
        let tick = ticks(to: ContinuousClock.now + min(timeout, Self.longestWait)) + 1
        let number = state.withLockedValue { state -> Int in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let (now, startsSweeping) = state.withLockedValue { state -> (Bool, Bool) in
                    if Task.isCancelled || state.mark(of: session) != mark { return (true, false) }
                    state.waiters[session, default: [:]][number] = Waiter(continuation: continuation, tick: tick)
                    state.expiring[tick, default: [:]][number] = session
                    defer { state.isSweeping = true }
                    return (false, !state.isSweeping)
                }
                if now { continuation.resume() }
                if startsSweeping { Task { await self.sweep() } }
            }
        } onCancel: {
            state.withLockedValue { $0.remove(session, number) }?.continuation.resume()
        }
    }

    /// The ticks from `start` to `instant`, whole ones.
    private func ticks(to instant: ContinuousClock.Instant) -> Int {
        Int(((instant - start) / Self.tick).rounded(.down))
    }

    /// Ends the waits whose time is up, every ``tick``, until no channel waits.
    private func sweep() async {
        while true {
            try? await Task.sleep(for: Self.tick)
            let now = ticks(to: ContinuousClock.now)
            let (ended, goesOn) = state.withLockedValue { state -> ([Waiter], Bool) in
                var ended: [Waiter] = []
                let due = state.expiring.keys.filter { $0 <= now }
                for tick in due {
                    for (number, session) in state.expiring[tick] ?? [:] {
                        if let waiter = state.remove(session, number) { ended.append(waiter) }
                    }
                }
                state.isSweeping = !state.waiters.isEmpty
                return (ended, state.isSweeping)
            }
            for waiter in ended { waiter.continuation.resume() }
            guard goesOn else { return }
        }
    }
}
