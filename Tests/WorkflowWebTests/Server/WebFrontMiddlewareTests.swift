import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MetricsTestKit
import Testing

@testable import WorkflowWeb

/// The one middleware in front of every route: the request metrics under Hummingbird's names,
/// the probes left out, and the active requests back to none whatever happened.
@Suite("The front middleware: request metrics, probes, errors")
struct WebFrontMiddlewareTests {
    struct Failure: Error {}

    /// The test client names the host `localhost`.
    static func application(_ metrics: TestMetrics, allowedHosts: Set<String> = ["localhost"]) -> some ApplicationProtocol {
        let router = Router(context: WebRequestContext.self)
        router.add(
            middleware: WebFrontMiddleware(
                origin: RequestOrigin(trustedProxies: TrustedProxies(), userHeader: nil),
                hostCheck: HostCheck(allowedHosts: allowedHosts), logsRequests: false,
                metrics: RequestMetrics(factory: metrics)))
        router.get("/page") { _, _ in WebResponse.page(String(repeating: "<p>page</p>", count: 200)) }
        router.get("/healthz") { _, _ in WebResponse.problem(.ok, "ok") }
        router.get("/boom") { _, _ -> Response in throw Failure() }
        router.get("/torn") { _, _ in
            Response(status: .ok, body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: "half"))
                throw Failure()
            })
        }
        return Application(router: router)
    }

    static func count(_ metrics: TestMetrics, _ label: String, route: String, status: String) -> Int64 {
        metrics.counters(label: label).filter { counter in
            counter.dimensions.contains { $0 == ("http.route", route) }
                && counter.dimensions.contains { ($0 == "http.response.status_code" || $0 == "error.type") && $1 == status }
        }.map(\.totalValue).reduce(0, +)
    }

    @Test("answers, the router's 404, a host refused and thrown errors are counted; probes are not; none stays active")
    func metrics() async throws {
        let metrics = TestMetrics()
        try await Self.application(metrics).test(.router) { client in
            let page = try await client.execute(uri: "/page", method: .get, headers: [.acceptEncoding: "gzip"])
            #expect(page.status == .ok && page.headers[.contentEncoding] == "gzip")
            let missing = try await client.execute(uri: "/nothing", method: .get)
            #expect(missing.status == .notFound)
            #expect(missing.headers[.contentSecurityPolicy] == WebResponse.contentSecurityPolicy, "the router's error gets the safety headers")
            #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
            #expect(try await client.execute(uri: "/boom", method: .get).status == .internalServerError)
            _ = try? await client.execute(uri: "/torn", method: .get)
        }
        try await Self.application(metrics, allowedHosts: ["127.0.0.1"]).test(.router) { client in
            let refused = try await client.execute(uri: "/page", method: .get)
            #expect(refused.status == .misdirectedRequest)
            let probe = try await client.execute(uri: "/healthz", method: .get)
            #expect(probe.status == .ok, "probes are not host-checked")
        }
        #expect(Self.count(metrics, "hb.requests", route: "/page", status: "200") == 1)
        #expect(Self.count(metrics, "hb.requests", route: "/page", status: "421") == 1)
        #expect(Self.count(metrics, "hb.requests", route: "NotFound", status: "404") == 1, "\(metrics.counters(label: "hb.requests").map(\.dimensions))")
        #expect(Self.count(metrics, "hb.request.errors", route: "NotFound", status: "404") == 0, "a 404 is an answer, not an error")
        #expect(Self.count(metrics, "hb.requests", route: "/boom", status: "500") == 1)
        #expect(Self.count(metrics, "hb.request.errors", route: "/boom", status: "500") == 1)
        #expect(Self.count(metrics, "hb.requests", route: "/torn", status: "200") == 1, "counted when its body's writing failed")
        #expect(metrics.counters(label: "hb.requests").allSatisfy { !$0.dimensions.contains { $0 == ("http.route", "/healthz") } })
        #expect(try metrics.expectTimer("http.server.request.duration", [
            ("http.route", "/page"), ("http.request.method", "GET"), ("http.response.status_code", "200"),
        ]).values.count == 1)
        let active = try metrics.expectMeter("http.server.active_requests", [("http.request.method", "GET")])
        #expect(active.lastValue == 0, "\(active.values)")
    }
}
