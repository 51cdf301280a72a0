import WorkflowEngine
import WorkflowSchema

extension SessionCore {
    /// Starts a run of `plan` named `name` over `message`'s data; the run's end answers `message`.
    ///
    /// Throws when the graph cannot run or a graph of that name is already running. The run's
    /// warnings point at `anchor`'s position.
    func startGraph(
        _ plan: GraphPlan, named name: String, message: Message, anchor: RuntimeIssue
    ) throws(GraphRunError) {
        guard replies.runningGraphs[name] == nil else {
            throw GraphRunError(
                description: "the graph '\(name)' is already running, so it was not started again", isWarning: true)
        }
        guard let replyScheduler else { throw GraphRunError(description: "the session has not started") }
        let ticket = replies.nextTicket
        if journal.isReplaying {
            // The journal may hold the run's end; if not, the run starts once the replay is over.
            let data = message.context.userInfo
            journal.heldGraphs[ticket] = SessionJournal.HeldGraphRun(startedAt: now) { runJournal in
                try replyScheduler.run(plan, data: data, named: name, ticket: ticket, journal: runJournal)
            }
            replies.nextTicket += 1
            replies.pendingReplies[ticket] = message
            replies.runningGraphs[name] = RunningGraph(
                ticket: ticket, anchor: anchor, activity: GraphActivity(nodesWithTimeout: []))
            return
        }
        let task: Task<Void, Never>
        let activity: GraphActivity
        do {
            (task, activity) = try replyScheduler.run(
                plan, data: message.context.userInfo, named: name, ticket: ticket,
                journal: journal.isRecording ? GraphRunJournal() : nil)
        } catch {
            throw GraphRunError(description: "the graph '\(name)' cannot run: \(error)")
        }
        replies.nextTicket += 1
        replies.pendingReplies[ticket] = message
        replies.pendingTasks[ticket] = task
        replies.runningGraphs[name] = RunningGraph(ticket: ticket, anchor: anchor, activity: activity)
    }

    /// The waits on the clock the session has when idle: one per awaited reply, and per graph run its own count.
    var expectedWaits: Int {
        let graphTickets = Set(replies.runningGraphs.values.map(\.ticket))
        let graphWaits = replies.runningGraphs.values.reduce(0) { $0 + $1.activity.expectedWaits }
        return replies.pendingReplies.keys.filter { !graphTickets.contains($0) }.count + graphWaits
    }

    /// Cancels the running graph `name` at once, if one runs; its end still arrives, as `cancelled`.
    func cancelGraph(named name: String) {
        guard let ticket = replies.runningGraphs[name]?.ticket else { return }
        if journal.heldGraphs[ticket] != nil { journal.cancelledGraphs.insert(ticket) }
        replies.pendingTasks[ticket]?.cancel()
    }

    /// Ends a run whose workflow refused to start as `failed`.
    func graphDidNotStart(named name: String, ticket: Int, error: any Error) {
        var warning = endRun(named: name, ticket: ticket)
        warning.message = "the graph '\(name)' could not start: \(error)"
        guard replies.pendingReplies[ticket] != nil else { return }
        let reply = MessageReply(isSuccess: false, name: "failed", userInfo: ["error": .string("\(error)")])
        deliver(ticket: ticket, reply: reply, warning: warning)
    }

    /// Answers the message of a graph run with the child action its end names.
    func finishGraph(
        named name: String, ticket: Int, completion: WorkflowCompletion<String>, data: GraphNodeHandlers.Values
    ) {
        let anchor = endRun(named: name, ticket: ticket)
        func warn(_ message: String) -> RuntimeIssue {
            var issue = anchor
            issue.message = message
            return issue
        }
        // `Session.cancelPendingReplies()` dropped the run: nobody waits for its end any more.
        guard replies.pendingReplies[ticket] != nil else { return }
        var userInfo = data
        let reply: MessageReply
        var warning: RuntimeIssue?
        if completion.isCancelled {
            reply = MessageReply(isSuccess: false, name: "cancelled", userInfo: userInfo)
        } else if let failure = completion.failure, completion.outcome == nil {
            userInfo["error"] = .string("\(failure.error)")
            reply = MessageReply(isSuccess: false, name: "failed", userInfo: userInfo)
            warning = warn(
                "the graph '\(name)' failed at its node '\(failure.node)': \(failure.error)")
        } else if let outcome = completion.outcome {
            if let failure = completion.failure { userInfo["error"] = .string("\(failure.error)") }
            reply = MessageReply(isSuccess: completion.result != .failed, name: outcome, userInfo: userInfo)
        } else {
            let node = completion.finalNode?.rawValue ?? "?"
            let end = "'\(node)' with '\(completion.result.map(Self.schemaName) ?? "?")'"
            reply = MessageReply(isSuccess: false, name: "unmapped", userInfo: userInfo)
            warning = warn("the graph '\(name)' ended on \(end), which no <outcome> names")
        }
        // One unnamed child action can show how the run ended.
        var answer = reply
        answer.userInfo["outcome"] = .string(reply.name)
        deliver(ticket: ticket, reply: answer, warning: warning)
    }

    /// Forgets run `ticket` of graph `name` and gives the template of its warnings (at the `<runGraph>`).
    private func endRun(named name: String, ticket: Int) -> RuntimeIssue {
        guard let running = replies.runningGraphs[name], running.ticket == ticket else {
            return RuntimeIssue(.warning, "", code: .graphFailed)
        }
        replies.runningGraphs[name] = nil
        return running.anchor
    }

    /// A result as schemas write it: a branch by its name.
    private static func schemaName(of result: NodeResult) -> String {
        if case .branch(let name) = result { return name }
        return result.description
    }
}
