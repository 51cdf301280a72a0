/// What a session waits for: messages to the root delegate by ticket, graph runs, the tasks
/// that wait for their answers, errors being delivered, and the tasks waiting for all of them.
final class ReplyBook {
    /// Messages that wait for the root delegate, by ticket.
    var pendingReplies: [Int: Message] = [:] {
        didSet {
            // Wakes `Session.waitForReplies` whenever an answer arrives; it looks again once the turn is over.
            guard pendingReplies.count < oldValue.count, !replyWaiters.isEmpty else { return }
            let waiters = replyWaiters.values
            replyWaiters = [:]
            for waiter in waiters { waiter.resume() }
        }
    }
    /// Tasks in `Session.waitForReplies`, woken when a pending reply arrives.
    var replyWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    var nextReplyWaiter = 0
    var pendingTasks: [Int: Task<Void, Never>] = [:]
    /// When each message to the root delegate fails unanswered (`RuntimeLimits.replyTimeout`), by
    /// ticket, as times of the reply clock (`DeadlineClock`).
    var replyDeadlines: [Int: Duration] = [:]
    /// The one task that sleeps until the earliest of `replyDeadlines` (`ReplyScheduler.watchReplyDeadlines`);
    /// nil when it has ended, and the next message starts another.
    var replyDeadlineTimer: Task<Void, Never>?
    /// Errors handed to the root delegate that it has not finished receiving.
    var pendingReports = 0
    var nextTicket = 0
    /// The graph runs in progress, by graph name (their messages are in `pendingReplies`).
    var runningGraphs: [String: RunningGraph] = [:]

    /// The name of the graph run waiting under `ticket`, if one is.
    func graphName(ticket: Int) -> String? {
        runningGraphs.first { $0.value.ticket == ticket }?.key
    }

    deinit {
        // The session is gone: nobody can receive these replies, so stop waiting for them.
        for task in pendingTasks.values { task.cancel() }
        replyDeadlineTimer?.cancel()
    }
}
