import Foundation
import WorkflowEngine
import WorkflowSchema

/// A live session's effects: asks the root delegate, and runs graphs, on tasks of their own, keeps
/// what waits for an answer in the session's `ReplyBook`, and hands each answer back to the session.
final class ReplyScheduler: SessionEffects {
    weak var session: Session?
    /// What the session waits for.
    let replies: ReplyBook
    let rootDelegate: any RootDelegate
    let fileLoader: SchemaFileLoader?
    let graphHandlers: GraphNodeHandlers
    let clock: any Clock<Duration>
    /// How long a root delegate may take to reply (`RuntimeLimits.replyTimeout`).
    let replyTimeout: Duration
    /// The clock of reply deadlines: real time, unless a test moves one by hand.
    let replyClock: DeadlineClock

    init(
        replies: ReplyBook, rootDelegate: any RootDelegate, fileLoader: SchemaFileLoader?,
        graphHandlers: GraphNodeHandlers, clock: any Clock<Duration>, replyTimeout: Duration, replyClock: DeadlineClock
    ) {
        self.replies = replies
        self.rootDelegate = rootDelegate
        self.fileLoader = fileLoader
        self.graphHandlers = graphHandlers
        self.clock = clock
        self.replyTimeout = replyTimeout
        self.replyClock = replyClock
    }

    // MARK: SessionEffects

    var turnDate: Date { Date() }

    func ask(_ value: RootMessage, for message: Message, ticket: Int) {
        replies.expect(
            message, ticket: ticket, task: startAsking(ticket: ticket, message: value),
            deadline: replyClock.now + replyTimeout)
        replies.watchDeadlines(watchReplyDeadlines)
    }

    func startGraph(
        _ plan: GraphPlan, named name: String, for message: Message, anchor: RuntimeIssue, keepingAnswers: Bool
    ) throws(GraphRunError) {
        // The ticket is taken once the run is made: a graph that cannot run uses none.
        let ticket = replies.nextTicket
        let task: Task<Void, Never>
        let activity: GraphActivity
        do {
            (task, activity) = try run(
                plan, data: message.context.userInfo, named: name, ticket: ticket,
                journal: keepingAnswers ? GraphRunJournal() : nil)
        } catch {
            throw GraphRunError(description: "the graph '\(name)' cannot run: \(error)")
        }
        _ = replies.issueTicket()
        replies.expect(message, ticket: ticket, task: task)
        replies.beginGraph(named: name, RunningGraph(ticket: ticket, anchor: anchor, activity: activity))
    }

    func cancelGraph(ticket: Int) {
        replies.cancelTask(ticket)
    }

    func reportToRootDelegate(_ issue: RuntimeIssue) {
        replies.reportSent()
        let rootDelegate = rootDelegate
        let session = self.session
        Task { [weak session] in
            await rootDelegate.didReport(issue)
            await session?.reportWasDelivered()
        }
    }

    // MARK: Tasks

    /// Asks the root delegate on a task of its own, which hands the answer back to the session.
    ///
    /// The answer's deadline (`replyTimeout`) is not this task's business: the session keeps it
    /// (`ReplyBook`) and one timer task watches the deadlines of all its messages
    /// (`watchReplyDeadlines(from:)`). When the deadline passes first, the session fails the message
    /// and cancels this task; a delegate that ignores the cancellation keeps only this task busy,
    /// and its late answer is dropped.
    func startAsking(ticket: Int, message: RootMessage) -> Task<Void, Never> {
        let rootDelegate = rootDelegate
        let fileLoader = fileLoader
        let session = self.session
        return Task { [weak session] in
            let answered = await rootDelegate.answer(to: message)
            guard !Task.isCancelled else { return }
            let (reply, warning) =
                answered.map { ($0.reply, $0.issue) } ?? ReplyScheduler.standardReply(to: message, fileLoader: fileLoader)
            await session?.deliver(ticket: ticket, reply: reply, warning: warning)
        }
    }

    /// The session's one timer of reply deadlines: sleeps until `deadline`, has the session fail
    /// the messages whose deadline has passed, then sleeps until the next deadline it gives; ends
    /// when the session has none left (or is gone).
    ///
    /// Every message waits the same `replyTimeout`, so a later message never has an earlier
    /// deadline: the timer never needs to be woken early.
    func watchReplyDeadlines(from deadline: Duration) -> Task<Void, Never> {
        let replyClock = replyClock
        let session = self.session
        return Task { [weak session] in
            var next = deadline
            while true {
                // On the reply clock, not the one the session runs graphs on: a test's manual clock of
                // graphs must not see this deadline, and a delegate that hangs hangs in real time.
                guard (try? await replyClock.sleep(until: next)) != nil,
                    let following = await session?.timeOutOverdueReplies()
                else { return }
                next = following
            }
        }
    }

    /// The failure that answers a message whose root delegate did not reply within `replyTimeout`.
    func timeoutReply(to name: String) -> (MessageReply, RuntimeIssue) {
        let text = "the root delegate did not reply to '\(name)' within \(replyTimeout) (RuntimeLimits.replyTimeout)"
        return (.failure(["error": .string(text)]), RuntimeIssue(.error, text + "; it failed", code: .replyTimeout))
    }

    /// Runs a graph over `data`; cancelling the task cancels the run at once, and its end is still handed back.
    ///
    /// With `journal`, each answer the root delegate gives (and each time-out) is kept in the
    /// session's journal; a restored run's journal also settles what it answered before, and
    /// the run keeps time on a `ResumedRunClock`.
    func run(
        _ plan: GraphPlan, data: GraphNodeHandlers.Values, named name: String, ticket: Int,
        journal: GraphRunJournal? = nil
    ) throws -> (Task<Void, Never>, GraphActivity) {
        var asker = GraphNodeAsker(rootDelegate: rootDelegate, handlers: graphHandlers, runTicket: ticket)
        let session = self.session
        asker.report = { [weak session] issue in await session?.report(issue) }
        var clock = clock
        if let journal {
            asker.journal = journal
            asker.save = { [weak session] in await session?.recordGraphAnswers(ticket: ticket, from: journal) }
            if let restoredAt = journal.restoredAt {
                clock = Self.resumedClock(on: clock, journal: journal, restoredAt: restoredAt)
            }
        }
        let (workflow, activity) = try plan.makeWorkflow(data: data, asker: asker, clock: clock)
        let task = Task { [weak session] in
            await plan.mapOutcomes(of: workflow)
            let run: WorkflowRun<String>
            do {
                run = try await workflow.start(at: plan.start)
            } catch {
                await session?.graphDidNotStart(named: name, ticket: ticket, error: error)
                return
            }
            let completion = await withTaskCancellationHandler {
                await run.completion
            } onCancel: {
                run.cancel()
            }
            let data = await workflow.data
            await session?.finishGraph(named: name, ticket: ticket, completion: completion, data: data)
        }
        return (task, activity)
    }

    private static func resumedClock(
        on base: some Clock<Duration>, journal: GraphRunJournal, restoredAt: Date
    ) -> any Clock<Duration> {
        ResumedRunClock(base: base, journal: journal, restoredAt: restoredAt)
    }

    /// The session's own answer: `loadSchema` from the file loader, anything else fails.
    static func standardReply(
        to message: RootMessage, fileLoader: SchemaFileLoader?
    ) -> (MessageReply, RuntimeIssue?) {
        guard message.name == "loadSchema" else {
            let warning = RuntimeIssue(
                .warning, "no root delegate answered the message '\(message.name)'; it failed", code: .unhandledMessage)
            return (.failure(["error": .string(warning.message)]), warning)
        }
        guard case .string(let path)? = message.userInfo["path"] else {
            let warning = RuntimeIssue(.warning, "loadSchema was sent without a path", code: .missingValue)
            return (.failure(["error": .string(warning.message)]), warning)
        }
        guard let fileLoader else {
            let warning = RuntimeIssue(
                .warning, "cannot load '\(path)': the session has no file loader (its schema was not read from a file)",
                code: .fileNotLoaded)
            return (.failure(["error": .string(warning.message)]), warning)
        }
        do {
            let schema = try fileLoader.load(path)
            return (.success(["schema": .schema(schema)]), nil)
        } catch {
            // A warning: the schema's failure action is the planned answer to a file that cannot be loaded.
            let issue = RuntimeIssue(.warning, "loadSchema failed: \(error.description)", code: error.issueCode)
            return (.failure(["error": .string(error.description)]), issue)
        }
    }
}
