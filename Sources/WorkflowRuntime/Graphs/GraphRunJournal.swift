import Foundation
import WorkflowEngine

/// A graph run's side of the session journal: what its attempts got before a restart, settled
/// again in order, and what they get now, waiting to be recorded; for a restored run, also its time.
///
/// A restored run starts again from its first node. Each attempt the journal settles takes its
/// recorded reply or times out again, at once. The run's time (`ResumedRunClock`) stands at the
/// recorded times while it catches up, so the attempt or retry delay that was under way at the
/// stop keeps the deadline it had; once the run waits for something the journal does not hold
/// (it asks the root delegate, or sleeps towards a deadline), its time is the present again, and
/// a deadline that passed while the server was down has passed.
final class GraphRunJournal: @unchecked Sendable {
    /// A recorded answer of one attempt of a node (by the node's name).
    struct Answer: Sendable {
        let node: String
        let attempt: Int
        /// The reply, or nil for a time-out.
        let reply: MessageReply?
        let date: Date
    }

    /// What a node's body does about its current attempt.
    enum Settled {
        /// The journal holds its reply.
        case reply(MessageReply)
        /// It timed out before: the body waits for the timeout to cancel it.
        case timedOut
        /// The journal does not know: ask the root delegate.
        case ask(isRepeat: Bool)
    }

    /// What a sleep on the run's clock does.
    enum Wake {
        /// At once: the journal says the deadline passed.
        case now
        /// Not while the run catches up: the attempt it times ended before the stop.
        case never
        /// At the deadline, in real time (from the present on).
        case atDeadline
    }

    private enum Phase {
        case attempt(node: String, attempt: Int, settled: Settled)
        case retry(node: String, attempt: Int)
        case none
    }

    private let lock = NSLock()
    private var recorded: ArraySlice<Answer>
    private var unrecorded: [Answer] = []
    private var phase = Phase.none
    /// The run's time while it catches up: the latest recorded time it has reached.
    private var replayTime: Date
    private var caughtUp: Bool
    /// When the run was restored, nil for a run that started live.
    let restoredAt: Date?

    /// A journal for a run that starts now.
    init() {
        recorded = []
        replayTime = Date()
        caughtUp = true
        restoredAt = nil
    }

    /// A journal for a run that started at `startedAt` and is restored at `restoredAt` with `recorded` answers.
    init(resuming recorded: [Answer], startedAt: Date, restoredAt: Date) {
        self.recorded = recorded[...]
        replayTime = startedAt
        caughtUp = false
        self.restoredAt = restoredAt
    }

    /// Whether the run has caught up with the journal and lives in the present.
    var isCaughtUp: Bool { lock.withLock { caughtUp } }

    /// The run's time while it catches up.
    var catchUpTime: Date { lock.withLock { replayTime } }

    /// Attempt `attempt` of `node` begins: the journal settles it if it holds its end.
    func began(_ node: String, attempt: Int) {
        lock.withLock {
            guard !caughtUp else {
                phase = .attempt(node: node, attempt: attempt, settled: .ask(isRepeat: false))
                return
            }
            var reply: MessageReply?
            var timedOut = false
            // A reply recorded just before the timeout won is followed by the time-out: the time-out counts.
            while let first = recorded.first, first.node == node, first.attempt == attempt {
                recorded = recorded.dropFirst()
                if let answer = first.reply {
                    reply = answer
                    replayTime = max(replayTime, first.date)
                } else {
                    timedOut = true
                }
            }
            let settled: Settled =
                // With nothing left, the run had reached this attempt before the stop: it was asked.
                timedOut ? .timedOut : reply.map { .reply($0) } ?? .ask(isRepeat: recorded.isEmpty)
            phase = .attempt(node: node, attempt: attempt, settled: settled)
        }
    }

    /// What the body of `node`'s current attempt does; an attempt the journal does not settle
    /// brings the run to the present (and a run that asks another node than before has gone
    /// another way: the rest of the journal is dropped).
    func settle(_ node: String) -> Settled {
        lock.withLock {
            guard case .attempt(let current, _, let settled) = phase, current == node else {
                catchUp()
                return .ask(isRepeat: false)
            }
            if case .ask = settled { catchUp() }
            return settled
        }
    }

    /// Attempt `attempt` of `node` failed with `error` and is tried again; true when a time-out was kept.
    func willRetry(_ node: String, failedAttempt attempt: Int, error: any Error) -> Bool {
        lock.withLock {
            defer { phase = .retry(node: node, attempt: attempt + 1) }
            return recordTimeout(node, attempt: attempt, error: error)
        }
    }

    /// `node`'s last attempt failed with `error`; true when a time-out was kept.
    func failed(_ node: String, error: any Error) -> Bool {
        lock.withLock {
            defer { phase = .none }
            guard case .attempt(_, let attempt, _) = phase else { return false }
            return recordTimeout(node, attempt: attempt, error: error)
        }
    }

    /// Keeps the reply the root delegate gave to `node`'s current attempt, for the session journal.
    func answered(_ node: String, reply: MessageReply) {
        lock.withLock {
            guard case .attempt(let current, let attempt, _) = phase, current == node else { return }
            unrecorded.append(Answer(node: node, attempt: attempt, reply: reply, date: Date()))
        }
    }

    /// The answers kept since the last call, oldest first.
    func takeUnrecorded() -> [Answer] {
        lock.withLock {
            defer { unrecorded = [] }
            return unrecorded
        }
    }

    /// How a sleep until `deadline` (a time of the run) ends.
    func wake(at deadline: Date) -> Wake {
        lock.withLock {
            guard !caughtUp else { return .atDeadline }
            switch phase {
            case .attempt(_, _, .timedOut):
                replayTime = max(replayTime, deadline)
                return .now
            case .attempt(_, _, .reply):
                return .never
            case .attempt(_, _, .ask) where !recorded.isEmpty:
                // An attempt the journal passes over (a Swift handler's) ended in time, unless the
                // run has gone another way: look again once the run has caught up.
                return .never
            case .retry(let node, let attempt)
            where recorded.first.map { $0.node == node && $0.attempt == attempt } == true:
                replayTime = max(replayTime, deadline)
                return .now
            case .attempt, .retry, .none:
                caughtUp = true
                return .atDeadline
            }
        }
    }

    /// Records a time-out of a live attempt (one the journal did not settle).
    private func recordTimeout(_ node: String, attempt: Int, error: any Error) -> Bool {
        guard (error as? WorkflowError)?.isTimeout == true,
            case .attempt(let current, let number, .ask) = phase, current == node, number == attempt
        else { return false }
        unrecorded.append(Answer(node: node, attempt: attempt, reply: nil, date: Date()))
        return true
    }

    private func catchUp() {
        caughtUp = true
        recorded = []
    }
}
