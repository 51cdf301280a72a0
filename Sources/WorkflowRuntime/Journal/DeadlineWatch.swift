import Foundation

/// The operations under a `SessionStoreDeadline` that have not ended, and the one thread that ends
/// those whose time ran out: each is resumed once, by its own outcome (`claim`) or by the watch
/// (its `expire`), whichever comes first, under one lock.
///
/// Every operation of one deadline has the same time limit, so they run out in the order they
/// came: the watch keeps them in a queue and sleeps until the first one's time. It is a thread of
/// its own, not a task: the concurrency pool's few threads may be what is stuck (a test suite's
/// blocking waits held it 20 s), and a time limit must hold then too. The thread ends after a
/// minute without operations.
final class DeadlineWatch: @unchecked Sendable {
    private struct Pending {
        let expire: @Sendable () -> Void
        var work: Task<Void, Never>?
        var isCancelled = false
    }

    /// How long the thread stays without operations before it ends.
    static let idleLife: TimeInterval = 60

    private let condition = NSCondition()
    private var pending: [Int: Pending] = [:]
    /// The operations' times in the order they came, from `head` on (ended ones are skipped there).
    private var queue: [(deadline: ContinuousClock.Instant, number: Int)] = []
    private var head = 0
    private var nextNumber = 0
    private var hasThread = false
    /// Operations whose caller was cancelled before they were registered (a task cancelled already
    /// runs its cancellation handler first): their work is cancelled as soon as it is attached.
    private var cancelledEarly: Set<Int> = []

    /// A number for an operation about to start.
    func number() -> Int {
        condition.withLock {
            defer { nextNumber += 1 }
            return nextNumber
        }
    }

    /// Watches operation `number`: `expire` is called once if it has not ended by `deadline`.
    func register(_ number: Int, deadline: ContinuousClock.Instant, expire: @escaping @Sendable () -> Void) {
        let starts = condition.withLock { () -> Bool in
            pending[number] = Pending(expire: expire, isCancelled: cancelledEarly.remove(number) != nil)
            queue.append((deadline, number))
            if hasThread {
                // A watch with nothing to wait for sleeps long: it learns the new first time now.
                if queue.count - head == 1 { condition.signal() }
                return false
            }
            hasThread = true
            return true
        }
        if starts {
            let thread = Thread { [self] in watch() }
            thread.name = "wfs store deadlines"
            thread.start()
        }
    }

    /// Keeps the task running operation `number`, to cancel it if its time runs out or its caller
    /// is cancelled; cancels it at once when either happened already.
    func attach(_ work: Task<Void, Never>, to number: Int) {
        let cancels = condition.withLock { () -> Bool in
            guard pending[number] != nil else { return true }
            pending[number]?.work = work
            return pending[number]?.isCancelled == true
        }
        if cancels { work.cancel() }
    }

    /// Takes operation `number`'s end for its own outcome: true when its time has not run out (the
    /// caller then resumes with the outcome), false when the watch ended it already.
    func claim(_ number: Int) -> Bool {
        condition.withLock { pending.removeValue(forKey: number) != nil }
    }

    /// The caller of operation `number` was cancelled: so is the operation, whose outcome still ends it.
    func cancel(_ number: Int) {
        let work = condition.withLock { () -> Task<Void, Never>? in
            guard pending[number] != nil else {
                cancelledEarly.insert(number)
                return nil
            }
            pending[number]?.isCancelled = true
            return pending[number]?.work
        }
        work?.cancel()
    }

    /// The thread's loop: ends the operations whose time ran out, and itself after `idleLife` without any.
    private func watch() {
        condition.lock()
        var idleSince = Date()
        while true {
            while head < queue.count, pending[queue[head].number] == nil { head += 1 }
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
                if Date().timeIntervalSince(idleSince) >= Self.idleLife {
                    hasThread = false
                    condition.unlock()
                    return
                }
                _ = condition.wait(until: Date(timeIntervalSinceNow: Self.idleLife))
                continue
            }
            idleSince = Date()
            let now = ContinuousClock.now
            let first = queue[head].deadline
            guard first <= now else {
                let (seconds, attoseconds) = now.duration(to: first).components
                _ = condition.wait(until: Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) / 1e18))
                continue
            }
            var ended: [Pending] = []
            while head < queue.count, queue[head].deadline <= now {
                if let taken = pending.removeValue(forKey: queue[head].number) { ended.append(taken) }
                head += 1
            }
            if head > 1024, head * 2 > queue.count {
                queue.removeFirst(head)
                head = 0
            }
            condition.unlock()
            for operation in ended {
                operation.expire()
                operation.work?.cancel()
            }
            condition.lock()
        }
    }
}
