import Foundation
import Testing
import WorkflowTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `GET /metrics` of a running `wfs serve`, scraped as Prometheus would.
@Suite("wfs serve's metrics", .timeLimit(.minutes(2)))
struct ServeMetricsTests {
    /// The value of the sample `name{labels}` (or `name` alone) in a scrape; nil when absent.
    static func sample(_ name: String, in text: String) -> Double? {
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ")
            if parts.count == 2, parts[0] == name { return Double(parts[1]) }
        }
        return nil
    }

    @Test("Requests, events, appends and live sessions move as a person uses the app; scrapes are not logged")
    func countersMove() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-metrics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try ServeFaultTests.schema.write(to: folder.appendingPathComponent("slow.xml"), atomically: true, encoding: .utf8)
        try "schema: slow.xml\nreplies:\n  slow: { success: true }\nsteps:\n  - back\n".write(
            to: folder.appendingPathComponent("replies.yaml"), atomically: true, encoding: .utf8)
        let port = try HeldPort().port
        let (process, watcher) = try ServeFaultTests.serve(
            ["slow.xml", "--replies", "replies.yaml", "--port", "\(port)", "--store", "memory"], in: folder)
        defer { if process.isRunning { process.terminate() } }
        try #require(await watcher.wait(for: "listening on"), "the server did not start: \(watcher.output)")

        let base = URL(string: "http://127.0.0.1:\(port)")!
        let session = URLSession(configuration: .ephemeral)
        func scrape() async throws -> String {
            let (data, response) = try await session.data(from: base.appendingPathComponent("metrics"))
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("text/plain") == true)
            return String(decoding: data, as: UTF8.self)
        }
        let before = try await scrape()
        #expect(Self.sample("wfs_sessions_live", in: before) == 0)
        #expect(Self.sample(#"wfs_events_total{outcome="applied"}"#, in: before) == nil)

        let (pageData, pageResponse) = try await session.data(from: base)
        let page = ServedPage(
            html: String(decoding: pageData, as: UTF8.self),
            setCookie: (pageResponse as? HTTPURLResponse)?.value(forHTTPHeaderField: "Set-Cookie"))
        try #require(!page.cookie.isEmpty && !page.token.isEmpty, "the first page sets a cookie and holds a token")
        var request = URLRequest(url: base.appendingPathComponent("events"))
        request.httpMethod = "POST"
        request.setValue(page.cookie, forHTTPHeaderField: "Cookie")
        request.setValue("1", forHTTPHeaderField: "X-WFS-Fetch")
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        for _ in 0..<2 {
            request.httpBody = Data(page.eventForm("tap", ["id": "button-1"]).utf8)
            _ = try await session.data(for: request)
        }

        let after = try await scrape()
        #expect(Self.sample("wfs_sessions_live", in: after) == 1)
        #expect(Self.sample(#"wfs_events_total{outcome="applied"}"#, in: after) == 2)
        #expect((Self.sample(#"wfs_journal_appends_total{outcome="saved"}"#, in: after) ?? 0) >= 2)
        #expect((Self.sample("wfs_journal_append_duration_seconds_count", in: after) ?? 0) >= 2)
        #expect(
            Self.sample(
                #"hb_requests{http_route="/events",http_request_method="POST",http_response_status_code="200"}"#,
                in: after) == 2)
        // A request after the scrapes is logged: once its line is there, the scrapes' would be too.
        _ = try await session.data(from: base)
        try await eventually("the request after the scrapes is logged") {
            watcher.output.components(separatedBy: "hb.request.path=/ ").count >= 3
        }
        #expect(watcher.output.components(separatedBy: "hb.request.path=/ ").count == 3, "\(watcher.output)")
        #expect(!watcher.output.contains("hb.request.path=/metrics"), "scrapes are not logged: \(watcher.output)")
    }
}
