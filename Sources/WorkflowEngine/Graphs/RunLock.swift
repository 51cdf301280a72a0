#if canImport(Darwin)
    import os
#else
    import Synchronization
#endif

/// A plain mutual-exclusion lock: `os_unfair_lock` on Apple platforms (where `Mutex` needs macOS 15), `Mutex`
/// elsewhere.
final class RunLock: @unchecked Sendable {
    #if canImport(Darwin)
        private let lock: UnsafeMutablePointer<os_unfair_lock>

        init() {
            lock = .allocate(capacity: 1)
            lock.initialize(to: os_unfair_lock())
        }

        deinit {
            lock.deinitialize(count: 1)
            lock.deallocate()
        }

        /// Runs `body` holding the lock.
        func withLock<Result: Sendable>(_ body: () -> Result) -> Result {
            os_unfair_lock_lock(lock)
            defer { os_unfair_lock_unlock(lock) }
            return body()
        }
    #else
        private let mutex = Mutex(())

        /// Runs `body` holding the lock.
        func withLock<Result: Sendable>(_ body: () -> Result) -> Result {
            mutex.withLock { _ in body() }
        }
    #endif
}
