import Foundation

/// Where a session's turns reach beyond its objects: the time a turn takes as now, and the root
/// delegate (its messages, graph runs and errors). A live session goes out through its
/// `ReplyScheduler`; a replay swaps in a `Replayer`, which takes the same calls and holds back
/// what the journal may answer.
protocol SessionEffects: AnyObject {
    /// The time of a turn that starts now.
    var turnDate: Date { get }

    /// Has the root delegate answer `value`, sent for `message` under `ticket`; `message` waits
    /// in the reply book until the answer (or its deadline) comes.
    func ask(_ value: RootMessage, for message: Message, ticket: Int)

    /// Starts a run of `plan` named `name` over `message`'s data, under a new ticket; the run's
    /// end answers `message`, and with `keepingAnswers` its node answers go to the journal.
    /// Throws when the graph cannot run (no ticket is used then).
    func startGraph(
        _ plan: GraphPlan, named name: String, for message: Message, anchor: RuntimeIssue, keepingAnswers: Bool
    ) throws(GraphRunError)

    /// Cancels the graph run under `ticket`; its end still arrives, as `cancelled`.
    func cancelGraph(ticket: Int)

    /// Hands an error to the root delegate's error channel.
    func reportToRootDelegate(_ issue: RuntimeIssue)
}
