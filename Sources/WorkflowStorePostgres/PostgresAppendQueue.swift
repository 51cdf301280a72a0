import NIOConcurrencyHelpers
import WorkflowRuntime

/// The appends waiting for the database: whoever finds no round under way starts one, and appends
/// that arrive meanwhile go together in the next (group commit: under load, many events share one
/// statement and its commit).
final class PostgresAppendQueue: Sendable {
    /// One append and who waits for its outcome.
    struct Waiting: Sendable {
        let append: PostgresAppendStatement.Append
        let done: CheckedContinuation<Result<Void, SessionStoreError>, Never>
    }

    private struct State {
        var waiting: [Waiting] = []
        var isCommitting = false
    }

    /// The most appends in one round: a bound on the statement's size.
    static let maximumRound = 500
    private let state = NIOLockedValueBox(State())

    /// Adds `waiting`; true when the caller is to commit the rounds (none is under way).
    func add(_ waiting: Waiting) -> Bool {
        state.withLockedValue { state in
            state.waiting.append(waiting)
            guard !state.isCommitting else { return false }
            state.isCommitting = true
            return true
        }
    }

    /// The next round, oldest first: at most one append per session (a session's second waits for
    /// the next round, after its first); when nothing waits, the rounds end here.
    func takeRound() -> [Waiting] {
        state.withLockedValue { state in
            var round: [Waiting] = []
            var later: [Waiting] = []
            var sessions: Set<String> = []
            for waiting in state.waiting {
                if round.count < Self.maximumRound, sessions.insert(waiting.append.session).inserted {
                    round.append(waiting)
                } else {
                    later.append(waiting)
                }
            }
            state.waiting = later
            if round.isEmpty { state.isCommitting = false }
            return round
        }
    }
}
