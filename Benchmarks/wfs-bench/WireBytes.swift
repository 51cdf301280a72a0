#if ServerBenchmarks
import Foundation

/// The bytes a person's first visit and a native client's state take on the wire.
///
/// `web-first-visit-bytes`: the page, its stylesheet, its script, its icon and its images, as a
/// browser gets them on its first visit over HTTPS, accepting gzip and brotli (KB; goal under 12 KB,
/// checked after the table).
/// `api-snapshot-bytes`: the JSON API's first state of the same session, against the same state
/// with every default-valued field written out, as it was before they were left out (ratio
/// value / floor).
enum WireBytes {
    static let firstVisitName = "web-first-visit-bytes"
    static let snapshotName = "api-snapshot-bytes"
    /// The first visit's budget, in KB.
    static let firstVisitGoalKilobytes = 12.0

    static func measure(_ client: LoopbackHTTPClient) -> [BenchmarkResult] {
        let browser = [("Accept-Encoding", "gzip, deflate, br, zstd")]
        let page = client.send("GET", "/", headers: browser)
        guard page.status == 200 else { fail("\(firstVisitName): GET / answered \(page.status)") }
        let plain = client.send("GET", "/").body
        var total = page.bodyBytes
        var files: [String] = []
        for path in linkedFiles(in: plain) {
            let reply = client.send("GET", path, headers: browser)
            guard reply.status == 200 else { fail("\(firstVisitName): GET \(path) answered \(reply.status)") }
            total += reply.bodyBytes
            files.append("\(path.split(separator: "?")[0]) \(reply.bodyBytes)")
        }
        print("  \(firstVisitName): page \(page.bodyBytes), " + files.joined(separator: ", ") + " bytes (compressed)")

        let state = client.send("POST", "/api/v1/sessions", headers: [("Content-Type", "application/json")], body: "{}")
        guard state.status == 200 || state.status == 201 else {
            fail("\(snapshotName): POST /api/v1/sessions answered \(state.status)")
        }
        let full = withDefaults(state.body)
        print("  \(snapshotName): \(state.body.utf8.count) bytes; with every default written out, \(full)")
        return [
            BenchmarkResult(name: firstVisitName, value: Double(total) / 1024, unit: "KB", floor: 0, goal: nil),
            BenchmarkResult(
                name: snapshotName, value: Double(state.body.utf8.count), unit: "bytes", floor: Double(full), goal: nil),
        ]
    }

    /// The paths of the stylesheets, script, icon and images a page links to (`/_wfs/…`, `/assets/…`).
    static func linkedFiles(in html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"(?:href|src)="(/(?:_wfs|assets)/[^"]+)""#)
        let range = NSRange(html.startIndex..., in: html)
        return pattern.matches(in: html, range: range).compactMap { match in
            Range(match.range(at: 1), in: html).map { String(html[$0]) }
        }
    }

    /// The size of the API state `json` with every element's default-valued fields written out.
    static func withDefaults(_ json: String) -> Int {
        let defaults: [String: Any] = [
            "traits": [String](), "styleNames": [String](), "isHidden": false, "isEnabled": true, "isSelected": false,
            "children": [Any](), "gestures": [Any](), "isSecure": false, "isLeading": false, "hasValidations": false,
        ]
        func fill(_ element: Any) -> Any {
            guard var object = element as? [String: Any] else { return element }
            if object["kind"] != nil, object["id"] != nil {
                for (key, value) in defaults where object[key] == nil { object[key] = value }
            }
            for (key, value) in object {
                if let list = value as? [Any] { object[key] = list.map(fill) } else { object[key] = fill(value) }
            }
            return object
        }
        guard let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8)),
            let written = try? JSONSerialization.data(withJSONObject: fill(parsed), options: [.sortedKeys])
        else { fail("\(snapshotName): the API's state is not JSON") }
        return written.count
    }
}
#endif
