import NIOConcurrencyHelpers

/// Wakes the push channels of a session's pages when its journal grows, on this server (a save)
/// or on another one sharing the store (told by `SessionStore.watchAppends`).
///
/// A wake says only "look again": the channel then reads the session, as any request does, and
/// sends the new length if it grew. So a wake that comes twice, or for nothing, costs one look.
/// A channel takes a session's `mark` before it looks, and waits for a change after that mark:
/// a change between its look and its wait is not missed.
public final class SessionChanges: Sendable {
    private struct State {
        /// The channels waiting, by session then by number: a save wakes its own session's only.
        var waiters: [String: [Int: CheckedContinuation<Void, Never>]] = [:]
        var nextWaiter = 0
        /// Counts changes; each session's last change is marked with the count.
        var clock = 0
        var marks: [String: Int] = [:]
        /// The mark of the sessions without one of their own: the last change of unknown session.
        var floor = 0

        public func mark(of session: String) -> Int { marks[session] ?? floor }
    }

    /// How many sessions keep a mark of their own before they share `floor` (a wake for all).
    private static let maximumMarks = 100_000
    private let state = NIOLockedValueBox(State())

    /// Wakes the channels of `session`, or of every session when nil (what changed is unknown).
    public func changed(_ session: String?) {
        let woken = state.withLockedValue { state -> [CheckedContinuation<Void, Never>] in
            state.clock += 1
            if let session, state.marks.count < Self.maximumMarks {
                state.marks[session] = state.clock
            } else {
                state.marks = [:]
                state.floor = state.clock
            }
            guard let session else {
                defer { state.waiters = [:] }
                return state.waiters.values.flatMap(\.values)
            }
            return state.waiters.removeValue(forKey: session).map { Array($0.values) } ?? []
        }
        for waiter in woken { waiter.resume() }
    }

    /// The mark of `session`'s last change, to wait for a later one.
    public func mark(of session: String) -> Int {
        state.withLockedValue { $0.mark(of: session) }
    }

    /// Returns once `session` changed after `mark`, after `timeout`, or when the task is cancelled.
    public func wait(for session: String, after mark: Int, upTo timeout: Duration) async {
        let number = state.withLockedValue { state -> Int in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { [self] in
                await withTaskCancellationHandler {
                    await withCheckedContinuation { continuation in
                        let now = state.withLockedValue { state -> Bool in
                            if Task.isCancelled || state.mark(of: session) != mark { return true }
                            state.waiters[session, default: [:]][number] = continuation
                            return false
                        }
                        if now { continuation.resume() }
                    }
                } onCancel: {
                    stopWaiting(session, number)
                }
            }
            group.addTask { try? await Task.sleep(for: timeout) }
            await group.next()
            group.cancelAll()
        }
    }

    private func stopWaiting(_ session: String, _ number: Int) {
        let waiter = state.withLockedValue { state -> CheckedContinuation<Void, Never>? in
            let taken = state.waiters[session]?.removeValue(forKey: number)
            if state.waiters[session]?.isEmpty == true { state.waiters[session] = nil }
            return taken
        }
        waiter?.resume()
    }
}
