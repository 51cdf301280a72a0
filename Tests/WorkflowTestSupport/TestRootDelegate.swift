import Foundation
import WorkflowRuntime

/// A root delegate for tests: answers each message as its rule says (at once, after a pause,
/// held until `release()`, never, or left to the session), and records every message it is asked
/// and every issue reported to it.
public final class TestRootDelegate: RootDelegate, @unchecked Sendable {
    /// How the delegate answers one message.
    public enum Answer: Sendable {
        /// This reply, at once.
        case reply(MessageReply)
        /// This reply with an issue, at once, as a backend that went wrong on the way answers.
        case replyWithIssue(MessageReply, RuntimeIssue)
        /// This reply, after a pause in real time.
        case after(Duration, MessageReply)
        /// This reply once `release()` is called; cancellation does not end the wait.
        case held(MessageReply)
        /// Never: it waits an hour, ended only by cancellation, and then answers nothing.
        case never
        /// nil: the session answers (`loadSchema` from its files, anything else fails).
        case leftToSession
    }

    // NSLock rather than Synchronization's Mutex: on Linux the thread sanitizer does not see
    // Mutex's futex, and reported the state it guards as raced when two replies met at the lock.
    private let lock = NSLock()
    private let rule: @Sendable (RootMessage) -> Answer
    private var asked: [RootMessage] = []
    private var reported: [RuntimeIssue] = []
    private var released = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var heldAnswers = 0

    /// A delegate answering each message as `rule` says.
    public init(_ rule: @escaping @Sendable (RootMessage) -> Answer) {
        self.rule = rule
    }

    /// A delegate answering from a table by message name; other names get `fallback` (nil: left to
    /// the session), and the names in `never` are never answered.
    public convenience init(
        replies: [String: MessageReply] = [:], fallback: MessageReply? = .success(), never: Set<String> = []
    ) {
        self.init { message in
            if never.contains(message.name) { return .never }
            guard let reply = replies[message.name] ?? fallback else { return .leftToSession }
            return .reply(reply)
        }
    }

    public func reply(to message: RootMessage) async -> MessageReply? {
        await answer(to: message)?.reply
    }

    public func answer(to message: RootMessage) async -> RootDelegateAnswer? {
        lock.withLock { asked.append(message) }
        switch rule(message) {
        case .reply(let reply):
            return RootDelegateAnswer(reply)
        case .replyWithIssue(let reply, let issue):
            return RootDelegateAnswer(reply, issue: issue)
        case .after(let pause, let reply):
            try? await Task.sleep(for: pause)
            return RootDelegateAnswer(reply)
        case .held(let reply):
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let now = lock.withLock {
                    if released { return true }
                    waiting.append(continuation)
                    return false
                }
                if now { continuation.resume() }
            }
            lock.withLock { heldAnswers += 1 }
            return RootDelegateAnswer(reply)
        case .never:
            try? await Task.sleep(for: .seconds(3600))
            return nil
        case .leftToSession:
            return nil
        }
    }

    public func didReport(_ issue: RuntimeIssue) async {
        lock.withLock { reported.append(issue) }
    }

    /// Answers the held messages, and from now on every message it would hold.
    public func release() {
        let held = lock.withLock {
            released = true
            defer { waiting = [] }
            return waiting
        }
        for continuation in held { continuation.resume() }
    }

    /// The messages asked so far, in order.
    public var messages: [RootMessage] { lock.withLock { asked } }
    /// The names of the messages asked so far, in order.
    public var messageNames: [String] { messages.map(\.name) }
    /// The issues reported so far, in order.
    public var reports: [RuntimeIssue] { lock.withLock { reported } }
    /// How many held messages have been answered (after `release()`).
    public var lateAnswers: Int { lock.withLock { heldAnswers } }

    /// The messages asked, once there are at least `count` (throws when they never come).
    @discardableResult
    public func waitForMessages(_ count: Int) async throws -> [RootMessage] {
        try await eventually("\(count) messages to the root delegate (\(messageNames) so far)") { messages.count >= count }
        return messages
    }

    /// The issues reported, once there are at least `count` (throws when they never come).
    @discardableResult
    public func waitForReports(_ count: Int = 1) async throws -> [RuntimeIssue] {
        try await eventually("\(count) issues reported to the root delegate") { reports.count >= count }
        return reports
    }
}
