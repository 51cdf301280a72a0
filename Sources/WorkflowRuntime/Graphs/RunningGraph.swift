/// A graph run in progress: the ticket its message waits under, and where its warnings point.
struct RunningGraph {
    let ticket: Int
    /// An issue at the `<runGraph>` element, whose position the run's warnings take.
    let anchor: RuntimeIssue
    /// Follows the run's attempts (see `Session.expectedClockWaits`).
    var activity: GraphActivity
}
