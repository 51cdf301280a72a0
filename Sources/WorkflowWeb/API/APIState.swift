import WorkflowRuntime
import WorkflowSchema
import WorkflowSessionHost

/// A session as the JSON API answers it (`GET /api/v1/session`, and after each event): its screen,
/// its place in its journal, and its runtime issues.
struct APIState: Encodable, Sendable {
    /// A runtime issue, as the developer panel shows it: its place's keys (`SourcePlace`) among its
    /// own, with the file's name only.
    struct Issue: Encodable, Sendable {
        var severity: String
        var message: String
        var code: String
        var place: SourcePlace

        init(_ issue: RuntimeIssue) {
            severity = issue.severity.rawValue
            message = issue.message
            code = issue.code.rawValue
            place = SourcePlace(
                file: issue.source.map { $0.split(separator: "/").last.map(String.init) ?? $0 }, range: issue.range)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(severity, forKey: .severity)
            try container.encode(message, forKey: .message)
            try container.encode(code, forKey: .code)
            try place.encode(to: encoder)
        }

        private enum CodingKeys: String, CodingKey {
            case severity, message, code
        }
    }

    /// The session's token, given once, when `POST /api/v1/sessions` makes it.
    var token: String?
    /// The CSRF token events sent with the session's cookie must carry (`X-CSRF-Token`); only given to cookie requests.
    var csrfToken: String?
    /// The journal's length: it grows with every step, and the push channel names it.
    var sequence: Int
    /// Whether a reply the screen waits for has not come yet (ask again, or listen to the push channel).
    var waiting: Bool
    /// A message the page would show once, such as a session that started again.
    var notice: String?
    /// What is on screen.
    var snapshot: Snapshot
    /// The session's runtime errors and warnings so far, oldest first.
    var issues: [Issue]

    init(_ content: SessionContent, token: String? = nil, csrfToken: String? = nil, notice: String? = nil) {
        self.token = token
        self.csrfToken = csrfToken
        sequence = content.journalLength
        waiting = content.snapshot.isWaiting
        self.notice = notice
        snapshot = content.snapshot
        issues = content.issues.map(Issue.init)
    }
}
