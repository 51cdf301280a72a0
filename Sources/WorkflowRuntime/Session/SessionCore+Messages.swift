import Foundation
import WorkflowSchema

extension SessionCore: ContextDelegate {
    /// Hands a message to a link of the chain, refusing message loops.
    ///
    /// A loop is stopped by depth (messages sent from actions of messages…) or by the number of
    /// messages one turn (an event, a reply) causes; the rest of that turn then sends nothing
    /// and reports nothing more, so one loop gives one error.
    func dispatch(_ message: Message, to delegate: any ContextDelegate) -> Bool {
        if message.destination == .rootDelegate { return climb(message, from: delegate) }
        guard admit(message) else { return false }
        defer { turn.leave() }
        return delegate.receive(message)
    }

    /// Takes a message for the root delegate up the chain from `delegate` in one loop.
    ///
    /// Every controller passes such a message on (`Controller.receive`), so the loop does what
    /// their calls would: the links it passes are admitted as one message each, at once, since
    /// nothing happens between them.
    private func climb(_ message: Message, from delegate: any ContextDelegate) -> Bool {
        var link = delegate
        var links = 1
        var reachesTop = true
        while link !== self, let controller = link as? Controller {
            guard let next = controller.nextLink else {
                reachesTop = false
                break
            }
            link = next
            links += 1
        }
        guard admit(message, links: links) else { return false }
        defer { turn.leave(links) }
        guard reachesTop else { return false }
        return link === self ? receive(message) : link.receive(message)
    }

    /// Admits `links` more messages, nested, into the turn, or reports the loop they are part of
    /// and stops the turn.
    private func admit(_ message: Message, links: Int = 1) -> Bool {
        guard !turn.isStopped else { return false }
        guard let reason = turn.enter(links) else { return true }
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

    /// Starts a turn: an event, a reply, or the start of the session.
    func beginTurn() {
        turn.begin()
        now = effects.turnDate
    }

    /// The top of the chain: the message goes to the root delegate, whose reply comes later.
    func receive(_ message: Message) -> Bool {
        let ticket = replies.issueTicket()
        let value = RootMessage(
            name: message.name, destinationName: message.destinationName, userInfo: message.context.userInfo,
            ticket: ticket, sentAt: now,
            sentFrom: message.sentBy.map {
                SchemaPlace(source: message.context.origin.source, tag: $0.tag, range: $0.range)
            }
                ?? message.context.actionSender.map {
                    SchemaPlace(source: $0.context.origin.source, tag: $0.element.tag, range: $0.element.range)
                })
        effects.ask(value, for: message, ticket: ticket)
        return true
    }

    /// Fails the messages whose root delegate has not replied by their deadline, and cancels their
    /// tasks; returns the next deadline, or nil when no message waits any more (the timer then ends).
    func timeOutOverdueReplies() -> Duration? {
        for ticket in replies.overdueTickets(at: scheduler.replyClock.now) {
            // Failing one message runs its actions, which may have answered another: each is looked at again.
            guard let message = replies.expire(ticket) else { continue }
            let (reply, issue) = scheduler.timeoutReply(to: message.name)
            deliver(ticket: ticket, reply: reply, warning: issue)
        }
        return replies.nextDeadlineOrEndTimer()
    }

    func receive(_ issue: RuntimeIssue) {
        report(issue)
    }

    /// Delivers the root delegate's reply to the message that waits for it.
    /// Answers that come after the message's time-out, or after `Session.cancelPendingReplies()`, are dropped.
    func deliver(ticket: Int, reply: MessageReply, warning: RuntimeIssue?) {
        guard let message = replies.answer(ticket) else { return }
        beginTurn()
        if journal.isRecording {
            journal.record(.reply(journalReply(ticket: ticket, reply: reply, warning: warning)), at: now)
            journal.replyRecorded()
        }
        if var warning {
            if warning.range == nil, let element = message.sentBy {
                warning.source = message.context.origin.source
                warning.range = element.range
                warning.tag = element.tag
            } else if warning.range == nil, let sender = message.context.actionSender {
                warning.source = sender.context.origin.source
                warning.range = sender.element.range
                warning.tag = sender.element.tag
            }
            report(warning, answeredByApp: message.awaitsResponse && !reply.isSuccess)
        }
        guard message.awaitsResponse else { return }
        let context = message.context.adding(reply.userInfo)
        message.respond(ActionResult(name: reply.name, isSuccess: reply.isSuccess, context: context))
        settleLifecycle()
    }
}
