import NIOConcurrencyHelpers
import WorkflowRuntime

/// The journal tails this server knows to be current, so that it reads a session's journal before
/// using it only when another server may have appended to it.
///
/// A tail is known from this server's own append or read, and only while it listens for the other
/// servers' notifications (`watchAppends`): their notification for a session forgets its tail, and
/// so does listening anew (what was sent meanwhile is unknown). A notification that carries the
/// entries appended makes them the known tail instead, until they are taken (`entries(of:from:)`).
/// A notification arrives a moment after the other server's commit; an append made on a tail in
/// that moment is refused by the database (`.outOfOrder`), forgets the tail, and the event is tried
/// again on what a read finds.
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

        /// How many bytes of notices the entries heard and not yet taken came in.
        var heardBytes = 0

        func forgotten(_ session: String, since start: Int) -> Bool {
            switch sessions[session] {
            case .forgotten(let time), .tail(_, let time), .heard(_, _, let time): time > start || floor > start
            case nil: floor > start
            }
        }

        /// Sets what is known of `session`, counting the bytes of heard entries.
        mutating func set(_ known: Known?, for session: String) {
            if case .heard(_, let bytes, _) = sessions[session] { heardBytes -= bytes }
            if case .heard(_, let bytes, _) = known { heardBytes += bytes }
            sessions[session] = known
        }
    }

    /// A session's known tail, or none; with the time it was last forgotten either way.
    private enum Known {
        case tail(Int, forgottenAt: Int)
        /// Another server's entries, told by its notice (in `bytes` of it): the journal ends with them.
        case heard([JournalEntry], bytes: Int, forgottenAt: Int)
        case forgotten(at: Int)

        /// The sequence of the journal's newest entry, when known.
        var newest: Int? {
            switch self {
            case .tail(let newest, _): newest
            case .heard(let entries, _, _): entries.last?.sequence
            case .forgotten: nil
            }
        }
    }

    /// How many sessions are remembered before all are forgotten at once (a bound on memory).
    static let maximumSessions = 100_000
    /// How many bytes of notices the heard entries not yet taken may have come in, in all (their
    /// decoded form takes about as much); past it, all are forgotten, and those journals are read
    /// when used.
    static let mostHeardBytes = 8 << 20
    /// How many bytes of notices one session's heard entries may have come in (several notices'
    /// worth, when the session is not used between them); past it, only the newest notice's stay.
    static let mostHeardBytesPerSession = 64 << 10
    private let state = NIOLockedValueBox(State())

    /// The time an operation starts, for `learn(_:for:since:)`.
    func start() -> Int {
        state.withLockedValue { $0.clock }
    }

    /// Whether `session`'s newest entry is known to be `sequence - 1`: nothing newer to read. (For
    /// tests: the store asks `entries(of:from:)`, which also answers heard entries.)
    func isCurrent(_ session: String, from sequence: Int) -> Bool {
        state.withLockedValue { state in
            guard state.isListening, let newest = state.sessions[session]?.newest else { return false }
            return newest == sequence - 1
        }
    }

    /// The entries of `session` from `sequence` on, when known without a read: none when its tail is
    /// `sequence - 1`, or those heard from another server's notice when they reach back to
    /// `sequence` (taken then: the tail stays known). Nil when the journal must be read.
    func entries(of session: String, from sequence: Int) -> [JournalEntry]? {
        state.withLockedValue { state in
            guard state.isListening, let known = state.sessions[session], let newest = known.newest else { return nil }
            guard case .heard(let entries, _, let time) = known else { return newest == sequence - 1 ? [] : nil }
            // Taken, or no longer needed: the tail stays known.
            state.set(.tail(newest, forgottenAt: time), for: session)
            if newest == sequence - 1 { return [] }
            guard let first = entries.first?.sequence, first <= sequence, sequence <= newest else { return nil }
            return Array(entries[(sequence - first)...])
        }
    }

    /// Notes another server's append of `entries` to `session`, told by a notice of `bytes`: like a
    /// forgetting for the operations under way, after which the journal is known to end with them.
    /// A tail known to reach as far or further stays (a read that saw these entries and more before
    /// their notice came).
    func hear(_ entries: [JournalEntry], bytes: Int, for session: String) {
        state.withLockedValue { state in
            state.clock += 1
            guard state.isListening, let last = entries.last?.sequence else {
                state.set(.forgotten(at: state.clock), for: session)
                return
            }
            let known = state.sessions[session]
            if let newest = known?.newest, newest >= last {
                if case .heard(let held, let heldBytes, _) = known {
                    state.set(.heard(held, bytes: heldBytes, forgottenAt: state.clock), for: session)
                } else {
                    state.set(.tail(newest, forgottenAt: state.clock), for: session)
                }
                return
            }
            if known == nil && state.sessions.count >= Self.maximumSessions { Self.forgetAll(&state) }
            var heard = (entries: entries, bytes: bytes)
            // Entries heard before and not taken yet, which these follow, stay: both are what is new.
            if case .heard(let earlier, let earlierBytes, _) = known, earlier.last?.sequence == entries[0].sequence - 1,
                earlierBytes + bytes <= Self.mostHeardBytesPerSession
            {
                heard = (earlier + entries, earlierBytes + bytes)
            }
            state.set(.forgotten(at: state.clock), for: session)
            if state.heardBytes + heard.bytes > Self.mostHeardBytes { Self.forgetHeard(&state) }
            state.set(.heard(heard.entries, bytes: heard.bytes, forgottenAt: state.clock), for: session)
        }
    }

    /// Notes that `session`'s newest entry is `newest`, as an operation started at `start` found or
    /// made it; a tail known to be newer stays (a read that began before this server's own append).
    func learn(_ newest: Int, for session: String, since start: Int) {
        state.withLockedValue { state in
            guard state.isListening, !state.forgotten(session, since: start) else { return }
            switch state.sessions[session] {
            case .tail(let known, let time): state.set(.tail(max(known, newest), forgottenAt: time), for: session)
            case .heard(let entries, _, let time):
                let known = entries.last?.sequence ?? newest
                state.set(.tail(max(known, newest), forgottenAt: time), for: session)
            case .forgotten(let time): state.set(.tail(newest, forgottenAt: time), for: session)
            case nil:
                if state.sessions.count >= Self.maximumSessions { Self.forgetAll(&state) }
                state.set(.tail(newest, forgottenAt: state.floor), for: session)
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
                state.set(.forgotten(at: state.clock), for: session)
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
        state.heardBytes = 0
        state.floor = state.clock
    }

    /// Forgets the sessions that hold heard entries (their journals are read when next used).
    private static func forgetHeard(_ state: inout State) {
        let clock = state.clock
        for (session, known) in state.sessions {
            if case .heard = known { state.sessions[session] = .forgotten(at: clock) }
        }
        state.heardBytes = 0
    }
}
