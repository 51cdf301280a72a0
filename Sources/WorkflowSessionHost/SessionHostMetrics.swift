import Metrics

/// What the session host counts and times, through swift-metrics: nothing is kept unless the
/// program bootstraps a metrics backend (`wfs serve` bootstraps Prometheus and serves `/metrics`).
///
/// The handles are made once: a backend bootstrapped later than a handle's first use would never
/// see it, and `wfs serve` bootstraps before its server makes any.
enum SessionHostMetrics {
    /// Events sent to sessions, by what became of them.
    static let eventsApplied = Counter(label: "wfs_events_total", dimensions: [("outcome", "applied")])
    static let eventsRefused = Counter(label: "wfs_events_total", dimensions: [("outcome", "refused")])
    static let eventsFailed = Counter(label: "wfs_events_total", dimensions: [("outcome", "failed")])
    /// Journal appends (one per flush that had entries), by outcome, and their entries.
    static let appendsSaved = Counter(label: "wfs_journal_appends_total", dimensions: [("outcome", "saved")])
    static let appendsFailed = Counter(label: "wfs_journal_appends_total", dimensions: [("outcome", "failed")])
    static let appendedEntries = Counter(label: "wfs_journal_entries_total")
    /// How long an append took, from the call to the store's answer.
    static let appendDuration = Timer(label: "wfs_journal_append_duration_seconds", preferredDisplayUnit: .seconds)
    /// Sessions live in this server's memory, read when the metrics are.
    static let liveSessions = Gauge(label: "wfs_sessions_live")
}
