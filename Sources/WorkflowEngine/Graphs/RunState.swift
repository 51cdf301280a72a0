/// What a run shares with its workflow's actor while it is off the actor: the data as the applied nodes left it,
/// and whether the run was cancelled.
///
/// The run applies a node's result under the lock only when the run has not been cancelled, and `cancel()` takes
/// the same lock, so each node's result lands either before the cancel or not at all. The state lives behind
/// pointers rather than in stored properties, which keeps the runtime's exclusivity checks out of every node.
final class RunState<Data: Sendable>: @unchecked Sendable {
    private let lock = RunLock()
    private let current: UnsafeMutablePointer<Data>
    private let cancelled: UnsafeMutablePointer<Bool>

    /// A run that starts on `data`.
    init(data: Data) {
        current = .allocate(capacity: 1)
        current.initialize(to: data)
        cancelled = .allocate(capacity: 1)
        cancelled.initialize(to: false)
    }

    deinit {
        current.deinitialize(count: 1)
        current.deallocate()
        cancelled.deallocate()
    }

    /// The data with every result applied so far.
    var data: Data { lock.withLock { current.pointee } }

    /// Whether `cancel()` was called.
    var isCancelled: Bool { lock.withLock { cancelled.pointee } }

    /// Applies a node's changed data, a copy of what `changed` points to, unless the run has been cancelled;
    /// returns false when it has.
    func apply(_ changed: UnsafePointer<Data>) -> Bool {
        lock.withLock {
            guard !cancelled.pointee else { return false }
            current.pointee = changed.pointee
            return true
        }
    }

    /// Marks the run as cancelled: no later result applies.
    func cancel() {
        lock.withLock { cancelled.pointee = true }
    }
}
