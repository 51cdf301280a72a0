import Foundation
import Hummingbird

/// The answers to a process manager's or a proxy's probes: `GET /healthz` (the process answers
/// requests) and `GET /readyz` (it can serve pages now: its session store answers and its schema
/// has no errors). Each answer is one line of plain text, never kept by a cache, and probes are
/// left out of the request log.
struct HealthProbes: Sendable {
    /// How long `/readyz` waits for the store before it says the store does not answer.
    static let storeTimeout: Duration = .seconds(2)

    let sessions: WebSessionTable
    let watcher: SchemaWatcher?

    /// `/healthz`: 200 while the process answers at all.
    func health() -> Response {
        Self.answer(.ok, "ok")
    }

    /// `/readyz`: 200 `ready`, or 503 `not ready: REASON` in one line.
    func readiness() async -> Response {
        if let problem = await problem() { return Self.answer(.serviceUnavailable, "not ready: \(problem)") }
        return Self.answer(.ok, "ready")
    }

    /// Why pages cannot be served now, or nil.
    private func problem() async -> String? {
        if case .problems? = await watcher?.current() {
            return "the schema file has errors (its page shows them)"
        }
        let sessions = sessions
        return await withTaskGroup(of: String?.self) { group in
            group.addTask { await sessions.storeProblem().map { "the session store fails: \($0.message)" } }
            group.addTask {
                guard (try? await Task.sleep(for: Self.storeTimeout)) != nil else { return nil }
                return "the session store did not answer within \(Self.storeTimeout)"
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    private static func answer(_ status: HTTPResponse.Status, _ line: String) -> Response {
        var response = WebResponse.problem(status, line)
        response.headers[.cacheControl] = "no-store"
        return response
    }
}
