import Foundation
import Synchronization

/// Runs `operation` on a detached task (off the main actor) and blocks the calling thread until it ends.
///
/// `main.swift` stays synchronous: an asynchronous top level would make the program's main an
/// async main, which valgrind 3.19 cannot run (it crashes), and the loader profiles need it.
func runDetached<T: Sendable>(_ operation: @escaping @Sendable () async -> T) -> T {
    let done = DispatchSemaphore(value: 0)
    let result = ResultBox<T>()
    Task.detached {
        result.set(await operation())
        done.signal()
    }
    done.wait()
    guard let value = result.get() else { fail("a detached benchmark task gave no result") }
    return value
}

/// Hands a task's result to the thread that waits for it.
private final class ResultBox<T: Sendable>: Sendable {
    private let value = Mutex<T?>(nil)

    func set(_ newValue: T) { value.withLock { $0 = newValue } }
    func get() -> T? { value.withLock { $0 } }
}
