/// The Lua script `wrk` runs: each request is one session's event, the sessions taken in turn.
///
/// Requests are formatted once per `wrk` thread in `init`, so a request costs the client a table
/// lookup. Each thread starts at another place in the list. `done` prints one line that
/// `WrkRunner` reads: requests, duration, bytes, errors and latency percentiles (microseconds).
struct WrkScript {
    /// One session's request: its `Cookie` header value and its form body.
    struct SessionRequest {
        var cookie: String
        var body: String
    }

    /// The prefix of the line `done` prints.
    static let summaryMarker = "wfs-bench-wrk"

    let requests: [SessionRequest]

    /// The script's text.
    var text: String {
        var lua = "-- Written by wfs-bench: \(requests.count) sessions, each request toggles a switch.\n"
        lua += "local sessions = {\n"
        for request in requests {
            lua += "  {\(Self.quoted(request.cookie)), \(Self.quoted(request.body))},\n"
        }
        lua += """
            }
            local formatted = {}
            local position = 0
            local threads = 0

            function setup(thread)
              thread:set("thread_index", threads)
              threads = threads + 1
            end

            function init(args)
              for i, session in ipairs(sessions) do
                formatted[i] = wrk.format("POST", "/events", {
                  ["Cookie"] = session[1],
                  ["Content-Type"] = "application/x-www-form-urlencoded",
                  ["X-WFS-Fetch"] = "1",
                }, session[2])
              end
              position = ((thread_index or 0) * 7919) % #formatted
            end

            function request()
              position = position % #formatted + 1
              return formatted[position]
            end

            function done(summary, latency, requests)
              local errors = summary.errors
              io.write(string.format(
                "\(Self.summaryMarker) requests=%d duration_us=%d bytes=%d connect=%d read=%d write=%d status=%d timeout=%d p50_us=%d p99_us=%d\\n",
                summary.requests, summary.duration, summary.bytes, errors.connect, errors.read, errors.write,
                errors.status, errors.timeout, latency:percentile(50), latency:percentile(99)))
            end

            """
        return lua
    }

    /// A Lua string literal (the values are cookies and URL-encoded forms: printable ASCII).
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
