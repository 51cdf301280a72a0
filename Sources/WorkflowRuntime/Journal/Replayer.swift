import Foundation

/// Replays a journal on a session: applies its events and delivers its replies through the same
/// operations a live session uses, in their order and at their recorded times, while it stands
/// in for the session's effects (`SessionEffects`). What the journal may answer is held back
/// rather than asked: messages to the root delegate, and graph runs with their node answers.
/// Once the journal ends, `finish(resumingPending:)` asks and starts what it did not answer.
final class Replayer: SessionEffects {
    private unowned let core: SessionCore
    private let scheduler: ReplyScheduler
    /// The time of the entry being replayed, which its turn takes as now.
    private var date: Date
    /// Messages sent during the replay whose replies the journal may hold; asked after it if not.
    private var heldAsks: [Int: RootMessage] = [:]
    /// Graph runs started during the replay; started for real after it if the journal has not ended them.
    private var heldGraphs: [Int: HeldGraphRun] = [:]
    /// The node answers of graph runs the replay met, by the run's ticket, in the order given.
    private var heldNodeAnswers: [Int: [GraphRunJournal.Answer]] = [:]
    /// Held graph runs cancelled during the replay: they end as `cancelled` after it.
    private var cancelledGraphs: Set<Int> = []

    /// A graph run met during a replay: when it started, and how to start it again.
    private struct HeldGraphRun {
        let startedAt: Date
        let start: (GraphRunJournal) throws -> (Task<Void, Never>, GraphActivity)
    }

    /// A replayer for `core`, whose first turn takes `date` as now.
    init(core: SessionCore, startingAt date: Date) {
        self.core = core
        self.scheduler = core.scheduler
        self.date = date
    }

    /// Runs `body` (the replay) with this replayer as the session's effects and its journal paused;
    /// afterwards the session is live again and records on from entry `length`. On a throw, the
    /// session is live again too, but is to be thrown away.
    func replaying<Failure>(
        recordingOnFrom length: Int, _ body: () throws(Failure) -> Void
    ) throws(Failure) {
        core.effects = self
        core.journal.pause()
        do {
            try body()
        } catch {
            core.effects = scheduler
            core.journal.resume(at: core.journal.length)
            throw error
        }
        core.effects = scheduler
        core.journal.resume(at: length)
    }

    /// Replays `entries`, numbered from `first` on: events, replies and node answers (a start is refused).
    func replay(_ entries: some Sequence<JournalEntry>, from first: Int) throws(JournalReplayError) {
        for (offset, entry) in entries.enumerated() {
            guard entry.sequence == first + offset else {
                throw JournalReplayError(.badEntry, at: entry.sequence, "entry \(first + offset) is missing")
            }
            date = entry.date
            switch entry.record {
            case .start:
                throw JournalReplayError(.badEntry, at: entry.sequence, "a second start")
            case .event(let event):
                do {
                    try core.handle(event)
                } catch {
                    throw JournalReplayError(.badEntry, at: entry.sequence, "the event was refused: \(error)")
                }
            case .reply(let reply):
                try deliver(reply, entry: entry.sequence)
            case .nodeAnswer(let answer):
                try hold(answer, entry: entry.sequence, date: entry.date)
            }
        }
    }

    // MARK: SessionEffects

    var turnDate: Date { date }

    /// Holds the message back: the journal may hold its reply. Its deadline counts from when it was sent.
    func ask(_ value: RootMessage, for message: Message, ticket: Int) {
        heldAsks[ticket] = value
        core.replies.expect(
            message, ticket: ticket,
            deadline: scheduler.replyClock.now + scheduler.replyTimeout - .seconds(Date().timeIntervalSince(date)))
    }

    /// Holds the run back: the journal may hold its end; if not, it starts once the replay is over.
    func startGraph(
        _ plan: GraphPlan, named name: String, for message: Message, anchor: RuntimeIssue, keepingAnswers: Bool
    ) throws(GraphRunError) {
        let ticket = core.replies.issueTicket()
        let data = message.context.userInfo
        let scheduler = scheduler
        heldGraphs[ticket] = HeldGraphRun(startedAt: date) { runJournal in
            try scheduler.run(plan, data: data, named: name, ticket: ticket, journal: runJournal)
        }
        core.replies.expect(message, ticket: ticket)
        core.replies.beginGraph(
            named: name, RunningGraph(ticket: ticket, anchor: anchor, activity: GraphActivity(nodesWithTimeout: [])))
    }

    func cancelGraph(ticket: Int) {
        if heldGraphs[ticket] != nil { cancelledGraphs.insert(ticket) }
        core.replies.cancelTask(ticket)
    }

    /// Nothing: the root delegate has received the journal's errors already.
    func reportToRootDelegate(_ issue: RuntimeIssue) {}

    // MARK: Replies in the journal

    /// Delivers a reply the journal holds to the message (or graph run) that waits for it.
    private func deliver(_ reply: JournalReply, entry: Int) throws(JournalReplayError) {
        guard core.replies.awaits(reply.ticket) else {
            throw JournalReplayError(.badEntry, at: entry, "it answers message \(reply.ticket), which no one sent")
        }
        let userInfo = try core.workflowValues(reply.userInfo, entry: entry)
        heldAsks[reply.ticket] = nil
        if heldGraphs.removeValue(forKey: reply.ticket) != nil, let name = core.replies.graphName(ticket: reply.ticket) {
            core.replies.endGraph(named: name)
        }
        cancelledGraphs.remove(reply.ticket)
        core.deliver(
            ticket: reply.ticket,
            reply: MessageReply(isSuccess: reply.isSuccess, name: reply.name, userInfo: userInfo),
            warning: reply.issue)
    }

    /// Holds a graph node's answer, for its run if the journal does not end it.
    private func hold(_ answer: JournalNodeAnswer, entry: Int, date: Date) throws(JournalReplayError) {
        let reply =
            answer.timedOut
            ? nil
            : MessageReply(
                isSuccess: answer.isSuccess, name: answer.name,
                userInfo: try core.workflowValues(answer.userInfo, entry: entry))
        heldNodeAnswers[answer.ticket, default: []].append(
            GraphRunJournal.Answer(node: answer.node, attempt: answer.attempt, reply: reply, date: date))
    }

    // MARK: The end

    /// Ends the replay, once the session is live again. With `resumingPending`, asks again the
    /// messages the journal holds no reply to (by their tickets, as repeats), starts the graph
    /// runs it holds no end of, and arms the reply deadlines; without it, nothing is asked or run
    /// and the messages stay pending (a look at a restored session).
    func finish(resumingPending: Bool) {
        guard resumingPending else { return }
        let replies = core.replies
        for (ticket, message) in heldAsks.sorted(by: { $0.key < $1.key }) {
            var repeated = message
            repeated.isRepeat = true
            replies.setTask(scheduler.startAsking(ticket: ticket, message: repeated), for: ticket)
        }
        for (ticket, held) in heldGraphs.sorted(by: { $0.key < $1.key }) {
            guard let name = replies.graphName(ticket: ticket) else { continue }
            if cancelledGraphs.contains(ticket) {
                replies.endGraph(named: name)
                core.deliver(
                    ticket: ticket,
                    reply: MessageReply(isSuccess: false, name: "cancelled", userInfo: ["outcome": .string("cancelled")]),
                    warning: nil)
                continue
            }
            do {
                let runJournal = GraphRunJournal(
                    resuming: heldNodeAnswers[ticket] ?? [], startedAt: held.startedAt, restoredAt: Date())
                let (task, activity) = try held.start(runJournal)
                replies.setTask(task, for: ticket)
                replies.setActivity(activity, ofGraph: name)
            } catch {
                core.graphDidNotStart(named: name, ticket: ticket, error: error)
            }
        }
        replies.watchDeadlines(scheduler.watchReplyDeadlines)
    }
}
