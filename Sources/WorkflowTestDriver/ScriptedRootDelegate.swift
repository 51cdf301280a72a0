import Foundation
import WorkflowRuntime

/// A root delegate that answers messages from a table, after delays on a clock, and records what it saw.
///
/// Tests give it a `ManualClock`, so delays pass in no real time; `wfs serve --replies` gives it
/// a real clock.
///
/// Messages the table does not name are left to the session: `loadSchema` is served from the
/// schema's folder, anything else fails with a warning.
public final class ScriptedRootDelegate: RootDelegate, @unchecked Sendable {
    /// The replies by message name, given in turn; the last one repeats.
    public let replies: [String: [ScriptedReply]]
    /// The clock delays are measured on.
    public let clock: any Clock<Duration>
    private let sleep: @Sendable (Duration) async throws -> Void
    private let lock = NSLock()
    private var received: [RootMessage] = []
    private var reported: [RuntimeIssue] = []
    private var answered: [String: Int] = [:]

    /// Creates a delegate answering each message name with one reply.
    public convenience init(replies: [String: ScriptedReply] = [:], clock: ManualClock = ManualClock()) {
        self.init(replySequences: replies.mapValues { [$0] }, clock: clock)
    }

    /// Creates a delegate answering each message name with its replies in turn (the last repeats).
    public convenience init(replySequences: [String: [ScriptedReply]], clock: ManualClock = ManualClock()) {
        self.init(replySequences: replySequences, sleepingOn: clock)
    }

    /// Creates a delegate whose delays pass on `clock`, such as a `ContinuousClock` for a live server.
    public init(replySequences: [String: [ScriptedReply]], sleepingOn clock: some Clock<Duration>) {
        self.sleep = { try await clock.sleep(for: $0) }
        self.replies = replySequences.filter { !$0.value.isEmpty }
        self.clock = clock
    }

    /// Records the message and answers from the table after its delay; nil (the session's own answer) for names the table lacks.
    public func reply(to message: RootMessage) async -> MessageReply? {
        let scripted: ScriptedReply? = lock.withLock {
            received.append(message)
            guard let list = replies[message.name] else { return nil }
            let turn = answered[message.name, default: 0]
            answered[message.name] = turn + 1
            return list[min(turn, list.count - 1)]
        }
        guard let scripted else { return nil }
        var delay = scripted.delay
        if message.isRepeat, let sentAt = message.sentAt {
            // Asked again after a restart: the delay runs from when the message was first sent.
            delay -= .seconds(max(0, Date().timeIntervalSince(sentAt)))
        }
        if delay > .zero {
            do {
                try await sleep(delay)
            } catch {
                return nil
            }
        }
        return scripted.reply
    }

    /// Records an error the session reported.
    public func didReport(_ issue: RuntimeIssue) async {
        lock.withLock { reported.append(issue) }
    }

    /// The messages that reached the root delegate, oldest first.
    public var messages: [RootMessage] { lock.withLock { received } }

    /// The errors the session reported to the root delegate, oldest first.
    public var errors: [RuntimeIssue] { lock.withLock { reported } }
}
