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
        guard replies.runningGraph(named: name) == nil else {
            throw GraphRunError(
                description: "the graph '\(name)' is already running, so it was not started again", isWarning: true)
        }
        try effects.startGraph(plan, named: name, for: message, anchor: anchor, keepingAnswers: journal.isRecording)
    }

    /// Cancels the running graph `name` at once, if one runs; its end still arrives, as `cancelled`.
    func cancelGraph(named name: String) {
        guard let ticket = replies.runningGraph(named: name)?.ticket else { return }
        effects.cancelGraph(ticket: ticket)
    }

    /// Ends a run whose workflow refused to start as `failed`.
    func graphDidNotStart(named name: String, ticket: Int, error: any Error) {
        var warning = endRun(named: name, ticket: ticket)
        warning.message = "the graph '\(name)' could not start: \(error)"
        guard replies.awaits(ticket) else { return }
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
        guard replies.awaits(ticket) else { return }
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
        replies.endGraph(named: name, ticket: ticket)?.anchor ?? RuntimeIssue(.warning, "", code: .graphFailed)
    }

    /// A result as schemas write it: a branch by its name.
    private static func schemaName(of result: NodeResult) -> String {
        if case .branch(let name) = result { return name }
        return result.description
    }
}
