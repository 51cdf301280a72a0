/// The issues a session met, oldest first and bounded, and the observer told about each.
final class IssueLog {
    private let maximumCount: Int
    /// What observers have been told, oldest first (at most `RuntimeLimits.maximumIssues`).
    private(set) var issues: [RuntimeIssue] = []
    /// Told about every issue as it is recorded, on the session's actor.
    var observer: (@Sendable (RuntimeIssue) -> Void)?
    /// How many errors were recorded in all that the app does not answer itself (the bound drops
    /// issues, never this count); a backend's failure, answered to a message the app waits for,
    /// goes down the app's own failure path instead.
    private(set) var failureCount = 0
    /// `failureCount` just before the latest event was applied.
    var failureCountBeforeLatestEvent = 0

    init(limits: RuntimeLimits) {
        maximumCount = limits.maximumIssues
    }

    /// Records an issue (dropping the oldest beyond the bound) and tells the observer; an error the
    /// app answers itself (`answeredByApp`) is not counted in `failureCount`.
    func record(_ issue: RuntimeIssue, answeredByApp: Bool = false) {
        if issues.count >= maximumCount { issues.removeFirst(issues.count - maximumCount + 1) }
        issues.append(issue)
        if issue.severity == .error, !answeredByApp { failureCount += 1 }
        observer?(issue)
    }
}
