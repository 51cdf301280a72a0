import NIOConcurrencyHelpers

/// The journal tails this server knows to be current, so that it reads a session's journal before
/// using it only when another server may have appended to it.
///
/// A tail is known from this server's own append or read, and only while it listens for the other
/// servers' notifications (`watchAppends`): their notification for a session forgets its tail, and
/// so does listening anew (what was sent meanwhile is unknown). A notification arrives a moment
/// after the other server's commit; an append made on a tail in that moment is refused by the
/// database (`.outOfOrder`), forgets the tail, and the event is tried again on what a read finds.
///
/// A tail learnt by a read or an append is kept only if nothing forgot its session while that
/// operation was under way (`start()` then `learn(_:for:since:)`).
final class PostgresKnownTails: Sendable {
    private struct State {
        var isListening = false
        /// Counts forgettings, so an operation can tell whether its session was forgotten meanwhile.
        var clock = 0
        /// Sessions with a known tail, or the time their tail was last forgotten.
        var sessions: [String: Known] = [:]
        /// When sessions without an entry were last forgotten (all at once).
        var floor = 0

        func forgotten(_ session: String, since start: Int) -> Bool {
            switch sessions[session] {
            case .forgotten(let time), .tail(_, let time): time > start || floor > start
            case nil: floor > start
            }
        }
    }

    /// A session's known tail, or none; with the time it was last forgotten either way.
    private enum Known {
        case tail(Int, forgottenAt: Int)
        case forgotten(at: Int)
    }

    /// How many sessions are remembered before all are forgotten at once (a bound on memory).
    static let maximumSessions = 100_000
    private let state = NIOLockedValueBox(State())

    /// The time an operation starts, for `learn(_:for:since:)`.
    func start() -> Int {
        state.withLockedValue { $0.clock }
    }

    /// Whether `session`'s newest entry is known to be `sequence - 1`: nothing newer to read.
    func isCurrent(_ session: String, from sequence: Int) -> Bool {
        state.withLockedValue { state in
            guard state.isListening, case .tail(let newest, _) = state.sessions[session] else { return false }
            return newest == sequence - 1
        }
    }

    /// Notes that `session`'s newest entry is `newest`, as an operation started at `start` found or
    /// made it; a tail known to be newer stays (a read that began before this server's own append).
    func learn(_ newest: Int, for session: String, since start: Int) {
        state.withLockedValue { state in
            guard state.isListening, !state.forgotten(session, since: start) else { return }
            switch state.sessions[session] {
            case .tail(let known, let time): state.sessions[session] = .tail(max(known, newest), forgottenAt: time)
            case .forgotten(let time): state.sessions[session] = .tail(newest, forgottenAt: time)
            case nil:
                if state.sessions.count >= Self.maximumSessions { Self.forgetAll(&state) }
                state.sessions[session] = .tail(newest, forgottenAt: state.floor)
            }
        }
    }

    /// Forgets `session`'s tail: another server appended to it, or it was deleted or refused an append.
    func forget(_ session: String) {
        state.withLockedValue { state in
            state.clock += 1
            if state.sessions[session] == nil && state.sessions.count >= Self.maximumSessions {
                Self.forgetAll(&state)
            } else {
                state.sessions[session] = .forgotten(at: state.clock)
            }
        }
    }

    /// Listening began (`true`) or stopped: every tail is forgotten; while not listening none is learnt.
    func setListening(_ listening: Bool) {
        state.withLockedValue { state in
            state.isListening = listening
            Self.forgetAll(&state)
        }
    }

    private static func forgetAll(_ state: inout State) {
        state.clock += 1
        state.sessions = [:]
        state.floor = state.clock
    }
}
