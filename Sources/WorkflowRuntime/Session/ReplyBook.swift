/// What a session waits for: messages to the root delegate and graph runs by ticket, the tasks
/// that wait for their answers, the reply deadlines with their one timer, the errors being
/// delivered, and the callers waiting for answers. Its state changes only through its operations.
final class ReplyBook {
    /// Messages that wait for an answer (the root delegate's, or a graph run's end), by ticket,
    /// with what waits for it. One table, so a message costs one insertion and one removal.
    private var pending: [Int: AwaitedReply] = [:]
    /// The one task that sleeps until the earliest deadline (`ReplyScheduler.watchReplyDeadlines`);
    /// nil when it has ended, and the next deadline starts another.
    private var deadlineTimer: Task<Void, Never>?
    /// The graph runs in progress, by graph name (their messages are pending too).
    private var runningGraphs: [String: RunningGraph] = [:]
    /// Callers in `Session.waitForReplies`, woken when a pending message is answered.
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0
    /// The ticket the next message or graph run waits under.
    private(set) var nextTicket = 0
    /// Errors handed to the root delegate that it has not finished receiving.
    private(set) var pendingReports = 0

    /// A new ticket, for a message or graph run about to wait.
    func issueTicket() -> Int {
        defer { nextTicket += 1 }
        return nextTicket
    }

    /// Whether any answer is awaited.
    var isWaiting: Bool { !pending.isEmpty }

    /// How many answers are awaited.
    var pendingCount: Int { pending.count }

    /// Whether the message under `ticket` still waits for its answer.
    func awaits(_ ticket: Int) -> Bool { pending[ticket] != nil }

    /// Keeps `message` waiting under `ticket`, with the task that waits for its answer and the
    /// deadline by which it fails unanswered, when it has them.
    func expect(_ message: Message, ticket: Int, task: Task<Void, Never>? = nil, deadline: Duration? = nil) {
        pending[ticket] = AwaitedReply(message: message, task: task, deadline: deadline)
    }

    /// Gives the task that now waits for the answer under `ticket` (a message asked after a replay);
    /// cancels it when nothing waits under that ticket any more.
    func setTask(_ task: Task<Void, Never>, for ticket: Int) {
        guard pending[ticket] != nil else { return task.cancel() }
        pending[ticket]?.task = task
    }

    /// The message answered under `ticket`, forgotten with its task and deadline; nil when it no
    /// longer waits (timed out, or cancelled). Wakes the callers waiting for answers.
    func answer(_ ticket: Int) -> Message? {
        guard let awaited = pending.removeValue(forKey: ticket) else { return nil }
        wakeWaiters()
        return awaited.message
    }

    /// Cancels the task waiting under `ticket`; its answer, if any, still arrives through `answer`.
    func cancelTask(_ ticket: Int) {
        pending[ticket]?.task?.cancel()
    }

    /// Forgets every awaited message and graph run and cancels their tasks: none will be answered.
    func cancelAll() {
        // The deadline timer, if any, finds nothing left when it wakes and ends.
        runningGraphs = [:]
        guard !pending.isEmpty else { return }
        for awaited in pending.values { awaited.task?.cancel() }
        pending = [:]
        wakeWaiters()
    }

    // MARK: Deadlines

    /// The tickets whose deadline is at or before `now`, oldest first.
    func overdueTickets(at now: Duration) -> [Int] {
        pending.filter { $0.value.deadline.map { $0 <= now } ?? false }.keys.sorted()
    }

    /// The message under `ticket`, when it still waits and its deadline had not been dealt with:
    /// its deadline is forgotten and its task cancelled, for the caller to fail it.
    func expire(_ ticket: Int) -> Message? {
        guard let awaited = pending[ticket], awaited.deadline != nil else { return nil }
        pending[ticket]?.deadline = nil
        awaited.task?.cancel()
        return awaited.message
    }

    /// The earliest deadline left; nil (and the timer is taken as ended) when none is.
    func nextDeadlineOrEndTimer() -> Duration? {
        guard let next = earliestDeadline else {
            deadlineTimer = nil
            return nil
        }
        return next
    }

    /// Starts the deadline timer with `start`, from the earliest deadline, unless a timer runs
    /// already. (Every deadline belongs to a message still awaited: `answer` and `cancelAll`
    /// forget both.)
    func watchDeadlines(_ start: (Duration) -> Task<Void, Never>) {
        guard deadlineTimer == nil, let first = earliestDeadline else { return }
        deadlineTimer = start(first)
    }

    private var earliestDeadline: Duration? {
        pending.values.lazy.compactMap(\.deadline).min()
    }

    // MARK: Graph runs

    /// The graph run in progress under `name`, if one is.
    func runningGraph(named name: String) -> RunningGraph? { runningGraphs[name] }

    /// The name of the graph run waiting under `ticket`, if one is.
    func graphName(ticket: Int) -> String? {
        runningGraphs.first { $0.value.ticket == ticket }?.key
    }

    /// Keeps `run` as the graph run in progress under `name`.
    func beginGraph(named name: String, _ run: RunningGraph) {
        runningGraphs[name] = run
    }

    /// Follows a restarted run's attempts with `activity`.
    func setActivity(_ activity: GraphActivity, ofGraph name: String) {
        runningGraphs[name]?.activity = activity
    }

    /// The run of `name` under `ticket`, forgotten; nil when no such run is in progress.
    @discardableResult
    func endGraph(named name: String, ticket: Int? = nil) -> RunningGraph? {
        guard let running = runningGraphs[name], ticket == nil || running.ticket == ticket else { return nil }
        runningGraphs[name] = nil
        return running
    }

    /// The waits on the clock the session has when idle: one per awaited reply, and per graph run its own count.
    var expectedWaits: Int {
        let graphTickets = Set(runningGraphs.values.map(\.ticket))
        let graphWaits = runningGraphs.values.reduce(0) { $0 + $1.activity.expectedWaits }
        return pending.keys.filter { !graphTickets.contains($0) }.count + graphWaits
    }

    // MARK: Reports and waiters

    /// Counts an error handed to the root delegate.
    func reportSent() { pendingReports += 1 }

    /// Counts an error the root delegate finished receiving.
    func reportDelivered() { pendingReports -= 1 }

    /// A number for a caller about to wait for an answer (`wait(_:as:unlessCancelled:)`).
    func reserveWaiter() -> Int {
        defer { nextWaiter += 1 }
        return nextWaiter
    }

    /// Keeps `waiter` until an answer arrives; resumes it at once when none is awaited or its task is cancelled.
    func wait(_ waiter: CheckedContinuation<Void, Never>, as number: Int, unlessCancelled isCancelled: Bool) {
        if pending.isEmpty || isCancelled {
            waiter.resume()
        } else {
            waiters[number] = waiter
        }
    }

    /// Resumes waiter `number` now, if it still waits (its task was cancelled).
    func removeWaiter(_ number: Int) {
        waiters.removeValue(forKey: number)?.resume()
    }

    /// Wakes the callers waiting for answers; they look again once the turn is over.
    private func wakeWaiters() {
        guard !waiters.isEmpty else { return }
        let woken = waiters.values
        waiters = [:]
        for waiter in woken { waiter.resume() }
    }

    deinit {
        // The session is gone: nobody can receive these replies, so stop waiting for them.
        for awaited in pending.values { awaited.task?.cancel() }
        deadlineTimer?.cancel()
    }
}
