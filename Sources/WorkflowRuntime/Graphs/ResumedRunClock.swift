import Foundation
import WorkflowEngine

/// The clock of a graph run restored from a journal: it reads the recorded times while the run
/// catches up, then the present, so the deadlines of the attempt or retry delay under way at the
/// stop are the ones it had (see `GraphRunJournal`).
///
/// In the present, time passes on `base` (the session's clock: real, or a test's manual clock),
/// counted from the moment of the restore.
struct ResumedRunClock<Base: Clock<Duration>>: Clock {
    typealias Duration = Swift.Duration

    /// A time of the run: a wall-clock date, kept exactly as a duration since Foundation's reference date.
    struct Instant: InstantProtocol {
        let sinceReference: Duration

        init(_ date: Date) {
            sinceReference = .seconds(date.timeIntervalSinceReferenceDate)
        }

        init(sinceReference: Duration) {
            self.sinceReference = sinceReference
        }

        var date: Date { Date(timeIntervalSinceReferenceDate: sinceReference.inSeconds) }

        func advanced(by duration: Duration) -> Instant { Instant(sinceReference: sinceReference + duration) }

        func duration(to other: Instant) -> Duration { other.sinceReference - sinceReference }

        static func < (left: Instant, right: Instant) -> Bool { left.sinceReference < right.sinceReference }
    }

    let base: Base
    let journal: GraphRunJournal
    private let restoredAt: Instant
    private let baseAtRestore: Base.Instant

    init(base: Base, journal: GraphRunJournal, restoredAt: Date) {
        self.base = base
        self.journal = journal
        self.restoredAt = Instant(restoredAt)
        baseAtRestore = base.now
    }

    var now: Instant {
        guard journal.isCaughtUp else { return Instant(journal.catchUpTime) }
        return restoredAt.advanced(by: baseAtRestore.duration(to: base.now))
    }

    var minimumResolution: Duration { base.minimumResolution }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        while true {
            switch journal.wake(at: deadline.date) {
            case .now:
                try Task.checkCancellation()
                return
            case .never:
                // Until the attempt's body ends and the timeout is cancelled, or the run catches up.
                try await Task.sleep(for: .milliseconds(20))
            case .atDeadline:
                try await base.sleep(until: baseAtRestore.advanced(by: restoredAt.duration(to: deadline)), tolerance: tolerance)
                return
            }
        }
    }
}
