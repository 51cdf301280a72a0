/// The issues a session met, oldest first and bounded, and the observer told about each.
final class IssueLog {
    private let maximumCount: Int
    /// What observers have been told, oldest first (at most `RuntimeLimits.maximumIssues`).
    private(set) var issues: [RuntimeIssue] = []
    /// Told about every issue as it is recorded, on the session's actor.
    var observer: (@Sendable (RuntimeIssue) -> Void)?

    init(limits: RuntimeLimits) {
        maximumCount = limits.maximumIssues
    }

    /// Records an issue (dropping the oldest beyond the bound) and tells the observer.
    func record(_ issue: RuntimeIssue) {
        if issues.count >= maximumCount { issues.removeFirst(issues.count - maximumCount + 1) }
        issues.append(issue)
        observer?(issue)
    }
}
