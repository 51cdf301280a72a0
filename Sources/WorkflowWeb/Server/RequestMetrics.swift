import HTTPTypes
import Metrics
import NIOConcurrencyHelpers

/// The request metrics Hummingbird's `MetricsMiddleware` records, under its names, for
/// ``WebFrontMiddleware``: `hb.requests` and `http.server.request.duration` by route, method and
/// status, `hb.request.errors` for errors that leave the server's routes unanswered (not the
/// router's 404 and 405, answered as pages), and `http.server.active_requests` by method.
/// The handles are made once per key and kept.
final class RequestMetrics: Sendable {
    /// The handles of one route, method and status.
    struct Outcome: Sendable {
        let requests: Counter
        let duration: Timer
        let errors: Counter
    }

    private struct Key: Hashable {
        let route: String
        let method: HTTPRequest.Method
        let status: HTTPResponse.Status
    }

    private let factory: any MetricsFactory
    private let outcomes = NIOLockedValueBox<[Key: Outcome]>([:])
    private let active = NIOLockedValueBox<[HTTPRequest.Method: Meter]>([:])

    /// Metrics made by `factory`: the process's backend, or a test's.
    init(factory: any MetricsFactory = MetricsSystem.factory) {
        self.factory = factory
    }

    /// The meter of requests of `method` on their way.
    func activeRequests(_ method: HTTPRequest.Method) -> Meter {
        active.withLockedValue { meters in
            if let meter = meters[method] { return meter }
            let meter = Meter(
                label: "http.server.active_requests", dimensions: [("http.request.method", method.rawValue)], factory: factory)
            meters[method] = meter
            return meter
        }
    }

    /// The handles of requests to `route` by `method` answered `status`.
    func outcome(route: String, method: HTTPRequest.Method, status: HTTPResponse.Status) -> Outcome {
        let key = Key(route: route, method: method, status: status)
        return outcomes.withLockedValue { outcomes in
            if let outcome = outcomes[key] { return outcome }
            let request = [("http.route", route), ("http.request.method", method.rawValue)]
            let dimensions = request + [("http.response.status_code", String(status.code))]
            let outcome = Outcome(
                requests: Counter(label: "hb.requests", dimensions: dimensions, factory: factory),
                duration: Timer(
                    label: "http.server.request.duration", dimensions: dimensions, preferredDisplayUnit: .seconds,
                    factory: factory),
                errors: Counter(
                    label: "hb.request.errors", dimensions: request + [("error.type", String(status.code))], factory: factory))
            outcomes[key] = outcome
            return outcome
        }
    }
}
