/// A message waiting in a `ReplyBook`, with the task that waits for its answer and its deadline.
struct AwaitedReply {
    let message: Message
    var task: Task<Void, Never>?
    /// When it fails unanswered (`RuntimeLimits.replyTimeout`), as a time of the reply clock
    /// (`DeadlineClock`); nil for a graph run's end, and once its time-out is being dealt with.
    var deadline: Duration?
}
