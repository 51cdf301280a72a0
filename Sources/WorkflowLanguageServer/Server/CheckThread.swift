import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The thread where checks and analyses run, one at a time, at a lower priority than the
/// server's: the threads of Swift's concurrency pool (as many as the cores) stay free to answer
/// requests, and the system gives them the processor first while a large document is checked.
final class CheckThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []

    init() {
        let thread = Thread { [self] in
            Self.lowerPriority()
            run()
        }
        thread.name = "wfs-lsp-checks"
        thread.qualityOfService = .utility
        thread.start()
    }

    /// Runs `job` after those already given.
    func async(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }

    /// On Linux the nice value belongs to each thread: this one yields to the server's threads.
    /// Elsewhere the thread's quality of service says the same.
    private static func lowerPriority() {
        #if os(Linux) && canImport(Glibc)
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #endif
    }
}
