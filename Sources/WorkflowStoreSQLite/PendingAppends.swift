import Foundation
import WorkflowRuntime

/// The appends waiting for the store's one connection: whoever finds no commit under way
/// commits everything waiting, and appends that arrive meanwhile wait for the next commit
/// (group commit: under load, many events share one transaction and its log write).
final class PendingAppends: @unchecked Sendable {
    /// One session's entries to append, and who waits for the outcome.
    struct Append {
        let session: String
        let rows: [(sequence: Int, body: Data)]
        let lastDate: Double
        let done: CheckedContinuation<Result<Void, SessionStoreError>, Never>
    }

    private let lock = NSLock()
    private var waiting: [Append] = []
    private var isCommitting = false

    /// Adds `append`; returns true when the caller is to commit (no commit is under way).
    func add(_ append: Append) -> Bool {
        lock.withLock {
            waiting.append(append)
            guard !isCommitting else { return false }
            isCommitting = true
            return true
        }
    }

    /// Everything waiting, oldest first; when nothing is, the commit under way ends here.
    func takeAll() -> [Append] {
        lock.withLock {
            defer { waiting = [] }
            if waiting.isEmpty { isCommitting = false }
            return waiting
        }
    }
}
