import WorkflowSchema

extension SessionCore: ContextDelegate {
    /// Hands a message to a link of the chain, refusing message loops.
    func dispatch(_ message: Message, to delegate: any ContextDelegate) -> Bool {
        guard messageDepth < limits.maximumMessageDepth else {
            report(
                RuntimeIssue(
                    .error,
                    "message '\(message.name)' was sent more than \(limits.maximumMessageDepth) levels deep; "
                        + "the schema's actions send messages to each other in a loop",
                    source: message.context.origin.source, range: message.context.actionSender?.element.range))
            return false
        }
        messageDepth += 1
        defer { messageDepth -= 1 }
        return delegate.receive(message)
    }

    /// The top of the chain: the message goes to the root delegate, whose reply comes later.
    func receive(_ message: Message) -> Bool {
        guard let replyScheduler else { return false }
        let ticket = nextTicket
        nextTicket += 1
        pendingReplies[ticket] = message
        let value = RootMessage(
            name: message.name, destinationName: message.destinationName, userInfo: message.context.userInfo)
        pendingTasks[ticket] = replyScheduler.ask(ticket: ticket, message: value)
        return true
    }

    func receive(_ issue: RuntimeIssue) {
        report(issue)
    }

    /// Delivers the root delegate's reply to the message that waits for it.
    func deliver(ticket: Int, reply: MessageReply, warning: RuntimeIssue?) {
        pendingTasks[ticket] = nil
        let message = pendingReplies.removeValue(forKey: ticket)
        if var warning {
            if warning.range == nil, let sender = message?.context.actionSender {
                warning.source = sender.context.origin.source
                warning.range = sender.element.range
                warning.tag = sender.element.tag
            }
            report(warning)
        }
        guard let message else { return }
        let context = message.context.adding(reply.userInfo)
        message.respond(ActionResult(name: reply.name, isSuccess: reply.isSuccess, context: context))
        settleLifecycle()
    }
}
