import Foundation

/// A time limit on one store operation that holds whatever the operation does: once it has
/// passed, the caller gets `.unavailable` and goes on, and the operation is cancelled and left to
/// end by itself, unawaited.
///
/// Structured concurrency cannot give that: a task group or `async let` waits for its child, and a
/// database call stuck on a connection that died mid-answer may never heed cancellation (a request
/// of `wfs serve` then never got its answer, and the server could not stop). The operation runs in
/// a task of its own; the time limits of all operations are watched by one `DeadlineWatch` thread
/// rather than by a timer task each: a timer per operation took a seventh of the events a second
/// a server with a store answers (BENCHMARKS.md).
public struct SessionStoreDeadline: Sendable {
    /// How long an operation may take.
    public let timeout: Duration
    private let watch = DeadlineWatch()

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
            throw SessionStoreError(.unavailable, "\(place): cannot \(action): no answer within \(Self.describe(timeout))")
        }
    }

    /// What `operation` gives or throws, or nil once the timeout has passed (the operation is then
    /// cancelled, and goes on unawaited until it ends).
    public func outcome<T: Sendable>(
        of operation: @escaping @Sendable () async throws -> T
    ) async -> Result<T, any Error>? {
        let watch = watch
        let deadline = ContinuousClock.now + timeout
        let number = watch.number()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, any Error>?, Never>) in
                watch.register(number, deadline: deadline) { continuation.resume(returning: nil) }
                let work = Task {
                    let outcome: Result<T, any Error>
                    do {
                        outcome = .success(try await operation())
                    } catch {
                        outcome = .failure(error)
                    }
                    if watch.claim(number) { continuation.resume(returning: outcome) }
                }
                watch.attach(work, to: number)
            }
        } onCancel: {
            watch.cancel(number)
        }
    }

    /// `duration` as people read it: "5 s", "250 ms".
    static func describe(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 { return "\(seconds) s" }
        return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
    }
}
