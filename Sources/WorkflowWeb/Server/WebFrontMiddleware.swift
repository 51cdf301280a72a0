import Dispatch
import HTTPTypes
import Hummingbird
import Logging

/// Every request's one pass through the server's front, before its route and after it: who it is
/// from (``RequestOrigin``), the request log and metrics, the host check (``HostCheck``), the
/// safety headers on the router's own errors (404, 405), and gzip (``ResponseCompression``).
///
/// One middleware rather than one each (as Hummingbird's `LogRequestsMiddleware` and
/// `MetricsMiddleware` and three of the server's own were): each costs its async frames, which a
/// connection's task keeps at their deepest until the connection closes. Five of them took about
/// 10 KB of every keep-alive connection and every open push channel, and time on every request
/// (BENCHMARKS.md, "What an open push channel costs").
///
/// The probes (`/healthz`, `/readyz`, `/metrics`) are neither logged nor counted (they come every
/// few seconds), nor host-checked: an orchestrator or a load balancer probes an instance by its
/// own address, whatever the public URL, and their answers name nothing.
struct WebFrontMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext

    /// The paths a process manager, a load balancer or a metrics scraper asks.
    static let probePaths: Set<String> = ["/healthz", "/readyz", "/metrics"]

    let origin: RequestOrigin
    let hostCheck: HostCheck
    /// Whether requests are logged (at info).
    let logsRequests: Bool
    /// The request metrics; nil without a metrics endpoint.
    let metrics: RequestMetrics?
    /// The built-in files' gzip forms, made on their first request.
    private let precompressed = PrecompressedBodies()

    init(origin: RequestOrigin, hostCheck: HostCheck, logsRequests: Bool, metrics: RequestMetrics?) {
        self.origin = origin
        self.hostCheck = hostCheck
        self.logsRequests = logsRequests
        self.metrics = metrics
    }

    func handle(
        _ request: Request, context: WebRequestContext, next: (Request, WebRequestContext) async throws -> Response
    ) async throws -> Response {
        var context = context
        if let refusal = origin.read(request, into: &context) { return refusal }
        let isProbe = Self.probePaths.contains(request.uri.path)
        if logsRequests, !isProbe {
            context.logger.info(
                "Request",
                metadata: [
                    "hb.request.path": .stringConvertible(request.uri), "hb.request.method": .string(request.method.rawValue),
                ])
        }
        let metrics = isProbe ? nil : metrics
        // The clock is read only for a request that is counted.
        let started = metrics == nil ? 0 : DispatchTime.now().uptimeNanoseconds
        let active = metrics?.activeRequests(request.method)
        active?.increment()
        var response: Response
        do {
            if !isProbe, let refusal = hostCheck.refusal(of: request) {
                response = refusal
            } else {
                do {
                    response = try await next(request, context)
                } catch let error as any HTTPResponseError {
                    // The server's own responses are made with the safety headers (`WebResponse`); the
                    // router's errors (404, 405) get them here, and are counted as the answers they become.
                    response = try error.response(from: request, context: context)
                    WebResponse.addSafeHeaders(to: &response.headers)
                }
            }
            if ResponseCompression.isToCompress(response, for: request) {
                try await ResponseCompression.compress(&response, path: request.uri.path, precompressed: precompressed)
            }
        } catch {
            // What Hummingbird's metrics did for an error that leaves the middleware: a request and an error, as a 500.
            if let metrics, let active {
                let outcome = metrics.outcome(
                    route: context.endpointPath ?? "NotFound", method: request.method, status: .internalServerError)
                outcome.requests.increment()
                outcome.errors.increment()
                active.decrement()
            }
            throw error
        }
        guard let metrics, let active else { return response }
        let outcome = metrics.outcome(route: context.endpointPath ?? "Unknown", method: request.method, status: response.status)
        // Counted once the body is written, or its writing failed: a push channel is on its way until it ends.
        let body = response.body
        response.body = ResponseBody(contentLength: body.contentLength) { writer in
            defer {
                outcome.requests.increment()
                outcome.duration.recordNanoseconds(DispatchTime.now().uptimeNanoseconds - started)
                active.decrement()
            }
            try await body.write(writer)
        }
        return response
    }
}
