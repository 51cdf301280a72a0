import Metrics

/// What the backend link counts and times, through swift-metrics (kept only when the program
/// bootstraps a backend, as `wfs serve` does for `/metrics`).
enum DelegateMetrics {
    /// Requests that got an answer, that the backend left to the session (204), and that failed.
    static let answered = Counter(label: "wfs_delegate_requests_total", dimensions: [("outcome", "answered")])
    static let leftToSession = Counter(label: "wfs_delegate_requests_total", dimensions: [("outcome", "left_to_session")])
    static let failed = Counter(label: "wfs_delegate_requests_total", dimensions: [("outcome", "failed")])
    /// Requests nobody waited for any more (the session dropped them, or the server stopped).
    static let abandoned = Counter(label: "wfs_delegate_requests_total", dimensions: [("outcome", "abandoned")])
    /// Attempts after the first (a connection failure or a 5xx).
    static let retries = Counter(label: "wfs_delegate_retries_total")
    /// How long a request took, its retries included, until its answer or its failure.
    static let duration = Timer(label: "wfs_delegate_request_duration_seconds", preferredDisplayUnit: .seconds)

    /// Failures by issue code (`WFR0023`…).
    static func failure(code: String) -> Counter {
        Counter(label: "wfs_delegate_failures_total", dimensions: [("code", code)])
    }
}
