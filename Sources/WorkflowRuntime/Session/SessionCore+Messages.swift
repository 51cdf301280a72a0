import WorkflowSchema

extension SessionCore: ContextDelegate {
    /// Hands a message to a link of the chain, refusing message loops.
    ///
    /// A loop is stopped by depth (messages sent from actions of messages…) or by the number of
    /// messages one turn (an event, a reply) causes; the rest of that turn then sends nothing
    /// and reports nothing more, so one loop gives one error.
    func dispatch(_ message: Message, to delegate: any ContextDelegate) -> Bool {
        guard !turn.isStopped else { return false }
        if let reason = turn.enter() {
            report(
                RuntimeIssue(
                    .error,
                    "message '\(message.name)' \(reason); the schema's actions send messages to each other in a loop, "
                        + "so the rest of this event was stopped",
                    source: message.context.origin.source, range: message.context.actionSender?.element.range,
                    tag: message.context.actionSender?.element.tag, code: .messageLoop))
            turn.stop()
            return false
        }
        defer { turn.leave() }
        return delegate.receive(message)
    }

    /// Starts a turn: an event, a reply, or the start of the session.
    func beginTurn() {
        turn.begin()
    }

    /// The top of the chain: the message goes to the root delegate, whose reply comes later.
    func receive(_ message: Message) -> Bool {
        guard let replyScheduler else { return false }
        let ticket = replies.nextTicket
        replies.nextTicket += 1
        replies.pendingReplies[ticket] = message
        let value = RootMessage(
            name: message.name, destinationName: message.destinationName, userInfo: message.context.userInfo)
        replies.pendingTasks[ticket] = replyScheduler.ask(ticket: ticket, message: value)
        return true
    }

    func receive(_ issue: RuntimeIssue) {
        report(issue)
    }

    /// Delivers the root delegate's reply to the message that waits for it.
    func deliver(ticket: Int, reply: MessageReply, warning: RuntimeIssue?) {
        beginTurn()
        replies.pendingTasks[ticket] = nil
        let message = replies.pendingReplies.removeValue(forKey: ticket)
        if var warning {
            if warning.range == nil, let sender = message?.context.actionSender {
                warning.source = sender.context.origin.source
                warning.range = sender.element.range
                warning.tag = sender.element.tag
            }
            report(warning)
        }
        guard let message, message.awaitsResponse else { return }
        let context = message.context.adding(reply.userInfo)
        message.respond(ActionResult(name: reply.name, isSuccess: reply.isSuccess, context: context))
        settleLifecycle()
    }
}
