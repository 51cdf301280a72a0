import NIOConcurrencyHelpers

/// The push channels open now, by session and in all, within `SessionHostLimits.pushChannelsPerSession`
/// and `maximumPushChannels`: each channel holds a connection and a session's attention as long as it lasts.
public final class PushChannelSeats: Sendable {
    private let perSession: Int
    private let total: Int
    private let counts = NIOLockedValueBox((open: 0, bySession: [String: Int]()))

    package init(perSession: Int, total: Int) {
        self.perSession = max(1, perSession)
        self.total = max(1, total)
    }

    /// A seat for a channel of `session`, given back when the seat is dropped; nil when the session
    /// or the server has as many channels as it may.
    public func take(for session: String) -> Seat? {
        let taken = counts.withLockedValue { counts -> Bool in
            guard counts.open < total, counts.bySession[session, default: 0] < perSession else { return false }
            counts.open += 1
            counts.bySession[session, default: 0] += 1
            return true
        }
        return taken ? Seat(session: session, seats: self) : nil
    }

    /// How many channels are open.
    package var openCount: Int { counts.withLockedValue { $0.open } }

    fileprivate func giveBack(_ session: String) {
        counts.withLockedValue { counts in
            counts.open -= 1
            let left = counts.bySession[session, default: 1] - 1
            counts.bySession[session] = left > 0 ? left : nil
        }
    }

    /// One open channel's place: given back when it goes (the channel ended, or its response was never sent).
    public final class Seat: Sendable {
        private let session: String
        private let seats: PushChannelSeats

        fileprivate init(session: String, seats: PushChannelSeats) {
            self.session = session
            self.seats = seats
        }

        deinit {
            seats.giveBack(session)
        }
    }
}
