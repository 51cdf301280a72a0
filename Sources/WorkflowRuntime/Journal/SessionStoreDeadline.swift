import Foundation

/// A time limit on one store operation that holds whatever the operation does: once it has
/// passed, the caller gets `.unavailable` and goes on, and the operation is cancelled and left to
/// end by itself, unawaited.
///
/// Structured concurrency cannot give that: a task group or `async let` waits for its child, and a
/// database call stuck on a connection that died mid-answer may never heed cancellation (a request
/// of `wfs serve` then never got its answer, and the server could not stop).
public struct SessionStoreDeadline: Sendable {
    /// How long an operation may take.
    public let timeout: Duration

    /// Creates a deadline of `timeout` for each operation.
    public init(_ timeout: Duration) {
        self.timeout = timeout
    }

    /// What `operation` gives, or `.unavailable` saying that `action` took longer than the timeout
    /// (`place` names the store in the message).
    public func run<T: Sendable>(
        _ action: String, in place: String,
        _ operation: @escaping @Sendable () async throws(SessionStoreError) -> T
    ) async throws(SessionStoreError) -> T {
        let outcome = await self.outcome { () async throws -> T in try await operation() }
        switch outcome {
        case .success(let value)?:
            return value
        case .failure(let error as SessionStoreError)?:
            throw error
        case .failure(let error)?:
            throw SessionStoreError(.unavailable, "\(place): cannot \(action): \(error)")
        case nil:
            throw SessionStoreError(
                .unavailable, "\(place): cannot \(action): no answer within \(Self.describe(timeout))")
        }
    }

    /// What `operation` gives or throws, or nil once the timeout has passed (the operation is then
    /// cancelled, and goes on unawaited until it ends).
    public func outcome<T: Sendable>(
        of operation: @escaping @Sendable () async throws -> T
    ) async -> Result<T, any Error>? {
        let race = Race<T>()
        let timeout = timeout
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, any Error>?, Never>) in
                race.start(continuation)
                let work = Task {
                    do {
                        race.finish(.success(try await operation()))
                    } catch {
                        race.finish(.failure(error))
                    }
                }
                let timer = Task {
                    try? await Task.sleep(for: timeout)
                    guard !Task.isCancelled else { return }
                    race.finish(nil)
                }
                race.hold(work: work, timer: timer)
            }
        } onCancel: {
            race.cancel()
        }
    }

    /// `duration` as people read it: "5 s", "250 ms".
    static func describe(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 { return "\(seconds) s" }
        return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
    }

    /// The first of the operation's outcome and the timer: only the first resumes the caller, and
    /// whichever comes first, the other is cancelled (a timer left sleeping would outlive its call).
    private final class Race<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Result<T, any Error>?, Never>?
        private var isDone = false
        private var isCancelled = false
        private var work: Task<Void, Never>?
        private var timer: Task<Void, Never>?

        func start(_ continuation: CheckedContinuation<Result<T, any Error>?, Never>) {
            lock.withLock { self.continuation = continuation }
        }

        /// Keeps the two tasks, to cancel the one that loses; at once when the race has ended already.
        func hold(work: Task<Void, Never>, timer: Task<Void, Never>) {
            let (isDone, isCancelled) = lock.withLock {
                self.work = work
                self.timer = timer
                return (self.isDone, self.isCancelled)
            }
            if isDone {
                timer.cancel()
                work.cancel()
            } else if isCancelled {
                work.cancel()
            }
        }

        /// Gives `outcome` to the caller unless something did first.
        func finish(_ outcome: Result<T, any Error>?) {
            let taken = lock.withLock {
                () -> (CheckedContinuation<Result<T, any Error>?, Never>, Task<Void, Never>?, Task<Void, Never>?)? in
                guard !isDone, let continuation else { return nil }
                isDone = true
                self.continuation = nil
                defer { (work, timer) = (nil, nil) }
                return (continuation, work, timer)
            }
            guard let (continuation, work, timer) = taken else { return }
            continuation.resume(returning: outcome)
            // Both may be cancelled: the one that finished has nothing left to do.
            timer?.cancel()
            work?.cancel()
        }

        /// The caller was cancelled: so is the operation, whose own answer (an error, most likely) is awaited.
        func cancel() {
            let work = lock.withLock {
                isCancelled = true
                return self.work
            }
            work?.cancel()
        }
    }
}
