import NIOConcurrencyHelpers

/// Whether the database was found unreachable: while it is, one operation at a time tries it (the
/// probe) and the others are refused at once, rather than each waiting out the time limit; the
/// first answer ends the outage.
final class PostgresOutage: Sendable {
    private struct State {
        var isDown = false
        var isProbing = false
    }

    private let state = NIOLockedValueBox(State())

    /// Whether an operation may try the database now: always while it answers; while it does not,
    /// one at a time. An admitted operation ends with `answered()`, `unreachable()` or `ended()`.
    func admits() -> Bool {
        state.withLockedValue { state in
            guard state.isDown else { return true }
            guard !state.isProbing else { return false }
            state.isProbing = true
            return true
        }
    }

    /// The database answered: the outage, if any, is over.
    func answered() {
        state.withLockedValue { $0 = State() }
    }

    /// The database could not be reached (it did not answer within the time limit).
    func unreachable() {
        state.withLockedValue { state in
            state.isDown = true
            state.isProbing = false
        }
    }

    /// The operation ended without telling whether the database can be reached.
    func ended() {
        state.withLockedValue { $0.isProbing = false }
    }
}
