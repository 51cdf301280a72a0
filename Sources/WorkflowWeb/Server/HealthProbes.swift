import Foundation
import Hummingbird
import Logging
import WorkflowRuntime
import WorkflowSessionHost

/// The answers to a process manager's or a proxy's probes: `GET /healthz` (the process answers
/// requests) and `GET /readyz` (it can serve pages now: its session store answers and its schema
/// has no errors). Each answer is one line of plain text, never kept by a cache, and probes are
/// left out of the request log.
struct HealthProbes: Sendable {
    /// How long `/readyz` waits for the store before it says the store does not answer.
    static let storeTimeout: Duration = .seconds(2)

    let sessions: SessionHost
    let watcher: SchemaWatcher?
    private let storeCheck = StoreCheck()

    init(sessions: SessionHost, watcher: SchemaWatcher?) {
        self.sessions = sessions
        self.watcher = watcher
    }

    /// `/healthz`: 200 while the process answers at all.
    func health() -> Response {
        Self.answer(.ok, "ok")
    }

    /// `/readyz`: 200 `ready`, or 503 `not ready: REASON` in one line. The reason names no file,
    /// database or session (anyone may ask); the store's own message goes to `logger`, once a minute.
    func readiness(logger: Logger) async -> Response {
        if let problem = await problem(logger: logger) { return Self.answer(.serviceUnavailable, "not ready: \(problem)") }
        return Self.answer(.ok, "ready")
    }

    /// Why pages cannot be served now, or nil.
    private func problem(logger: Logger) async -> String? {
        if case .problems? = await watcher?.current() {
            return "the schema file has errors (its page shows them)"
        }
        let sessions = sessions
        // No room is known at once, without a read.
        if let full = sessions.capacityProblem() { return "the session store is full: \(full)" }
        // A store call cannot always be cancelled (a read queued behind a stalled write): the probe
        // stops waiting for it instead, and the probes that come meanwhile wait for the same call.
        let check = storeCheck.running { await sessions.storeProblem() }
        switch await Self.value(of: check, within: Self.storeTimeout) {
        case .some(let problem?):
            if storeCheck.shouldLog() { logger.warning("not ready: the session store fails: \(problem.message)") }
            return "the session store fails (the server's log says why)"
        case .some(nil): break
        case .none: return "the session store did not answer within \(Self.storeTimeout)"
        }
        return nil
    }

    /// What `task` gives, or nil once `timeout` has passed, whichever comes first (the task goes on).
    private static func value<T: Sendable>(of task: Task<T, Never>, within timeout: Duration) async -> T? {
        let waiting = WaitingProbe<T>()
        return await withCheckedContinuation { continuation in
            waiting.start(continuation)
            Task { waiting.finish(await task.value) }
            Task {
                try? await Task.sleep(for: timeout)
                waiting.finish(nil)
            }
        }
    }

    private static func answer(_ status: HTTPResponse.Status, _ line: String) -> Response {
        var response = WebResponse.problem(status, line)
        response.headers[.cacheControl] = "no-store"
        return response
    }
}

/// The store check under way, if any: probes share it rather than queue a read each.
private final class StoreCheck: @unchecked Sendable {
    private let lock = NSLock()
    private var task: Task<SessionStoreError?, Never>?
    private var lastLogged: ContinuousClock.Instant?

    /// Whether a failure is to be logged now: at most once a minute, as probes come every few seconds.
    func shouldLog() -> Bool {
        lock.withLock {
            let now = ContinuousClock.now
            if let lastLogged, lastLogged.duration(to: now) < .seconds(60) { return false }
            lastLogged = now
            return true
        }
    }

    /// The check under way, or a new one made by `check`; it is forgotten once it ends.
    func running(_ check: @escaping @Sendable () async -> SessionStoreError?) -> Task<SessionStoreError?, Never> {
        lock.withLock {
            if let task { return task }
            let made = Task { [weak self] in
                let problem = await check()
                self?.forget()
                return problem
            }
            task = made
            return made
        }
    }

    private func forget() {
        lock.withLock { task = nil }
    }
}

/// A probe waiting for the first of a value and a timer: only the first resumes it.
private final class WaitingProbe<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T?, Never>?

    func start(_ continuation: CheckedContinuation<T?, Never>) {
        lock.withLock { self.continuation = continuation }
    }

    func finish(_ value: T?) {
        let taken = lock.withLock {
            defer { continuation = nil }
            return continuation
        }
        taken?.resume(returning: value)
    }
}
