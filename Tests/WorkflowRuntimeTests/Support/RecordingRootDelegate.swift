import Foundation
import WorkflowRuntime

/// A root delegate that answers messages from a table (by message name) and records every
/// message it is asked about and every issue reported to it.
final class RecordingRootDelegate: RootDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private let replies: [String: MessageReply]
    private let fallback: MessageReply?
    private var recordedMessages: [RootMessage] = []
    private var recordedReports: [RuntimeIssue] = []

    /// - Parameters:
    ///   - replies: The reply for each message name.
    ///   - fallback: The reply to other names; nil leaves them to the session (`loadSchema` from files).
    init(replies: [String: MessageReply] = [:], fallback: MessageReply? = .success()) {
        self.replies = replies
        self.fallback = fallback
    }

    func reply(to message: RootMessage) async -> MessageReply? {
        lock.withLock {
            recordedMessages.append(message)
            return replies[message.name] ?? fallback
        }
    }

    func didReport(_ issue: RuntimeIssue) async {
        lock.withLock { recordedReports.append(issue) }
    }

    var messages: [RootMessage] { lock.withLock { recordedMessages } }
    var reports: [RuntimeIssue] { lock.withLock { recordedReports } }

    /// Waits (up to about two seconds) until at least `count` issues were reported.
    func waitForReports(_ count: Int = 1) async -> [RuntimeIssue] {
        for _ in 0..<2000 where reports.count < count {
            try? await Task.sleep(for: .milliseconds(1))
        }
        return reports
    }
}
