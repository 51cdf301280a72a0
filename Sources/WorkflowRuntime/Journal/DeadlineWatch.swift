import Foundation

/// The operations under a `SessionStoreDeadline` that have not ended, and the one task that ends
/// those whose time ran out: each is resumed once, by its own outcome (`claim`) or by the watch
/// (its `expire`), whichever comes first, under one lock.
///
/// Every operation of one deadline has the same time limit, so they run out in the order they
/// came: the watch keeps them in a queue and sleeps until the first one's time, waking at most
/// every `resolution`, and only while some are pending.
final class DeadlineWatch: @unchecked Sendable {
    private struct Pending {
        let expire: @Sendable () -> Void
        var work: Task<Void, Never>?
        var isCancelled = false
    }

    /// How late an operation's time may be noticed: the watch wakes no more often than this.
    static let resolution: Duration = .milliseconds(100)

    private let lock = NSLock()
    private var pending: [Int: Pending] = [:]
    /// The operations' times in the order they came, from `head` on (ended ones are skipped there).
    private var queue: [(deadline: ContinuousClock.Instant, number: Int)] = []
    private var head = 0
    private var nextNumber = 0
    private var isWatching = false

    /// A number for an operation about to start.
    func number() -> Int {
        lock.withLock {
            defer { nextNumber += 1 }
            return nextNumber
        }
    }

    /// Watches operation `number`: `expire` is called once if it has not ended by `deadline`.
    func register(_ number: Int, deadline: ContinuousClock.Instant, expire: @escaping @Sendable () -> Void) {
        let starts = lock.withLock { () -> Bool in
            pending[number] = Pending(expire: expire)
            queue.append((deadline, number))
            guard !isWatching else { return false }
            isWatching = true
            return true
        }
        if starts { Task.detached { [self] in await watch() } }
    }

    /// Keeps the task running operation `number`, to cancel it if its time runs out or its caller
    /// is cancelled; cancels it at once when either happened already.
    func attach(_ work: Task<Void, Never>, to number: Int) {
        let cancels = lock.withLock { () -> Bool in
            guard pending[number] != nil else { return true }
            pending[number]?.work = work
            return pending[number]?.isCancelled == true
        }
        if cancels { work.cancel() }
    }

    /// Takes operation `number`'s end for its own outcome: true when its time has not run out (the
    /// caller then resumes with the outcome), false when the watch ended it already.
    func claim(_ number: Int) -> Bool {
        lock.withLock { pending.removeValue(forKey: number) != nil }
    }

    /// The caller of operation `number` was cancelled: so is the operation, whose outcome still ends it.
    func cancel(_ number: Int) {
        let work = lock.withLock { () -> Task<Void, Never>? in
            pending[number]?.isCancelled = true
            return pending[number]?.work
        }
        work?.cancel()
    }

    /// Ends the operations whose time ran out, until none is pending.
    private func watch() async {
        var lastWake = ContinuousClock.now
        while let next = firstDeadline() {
            let wake = max(next, lastWake + Self.resolution)
            try? await Task.sleep(until: wake, clock: .continuous)
            lastWake = .now
            for ended in takeExpired(at: lastWake) {
                ended.expire()
                ended.work?.cancel()
            }
        }
    }

    /// The time of the first operation still pending, or nil (and the watch stops) when none is.
    private func firstDeadline() -> ContinuousClock.Instant? {
        lock.withLock {
            while head < queue.count, pending[queue[head].number] == nil { head += 1 }
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
                isWatching = false
                return nil
            }
            if head > 1024, head * 2 > queue.count {
                queue.removeFirst(head)
                head = 0
            }
            return queue[head].deadline
        }
    }

    /// Takes the pending operations whose time is at or before `now`.
    private func takeExpired(at now: ContinuousClock.Instant) -> [Pending] {
        lock.withLock {
            var ended: [Pending] = []
            while head < queue.count, queue[head].deadline <= now {
                if let taken = pending.removeValue(forKey: queue[head].number) { ended.append(taken) }
                head += 1
            }
            return ended
        }
    }
}
