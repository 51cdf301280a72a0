import Foundation

/// Runs `wrk` (HTTP load generator) against a loopback server and reads its summary.
struct WrkRunner {
    /// What one `wrk` run measured (from the line the script's `done` prints).
    struct Summary {
        var requests: Int
        var durationMicroseconds: Int
        var bytes: Int
        var connectErrors: Int
        var readErrors: Int
        var writeErrors: Int
        /// Responses with a status of 400 or more.
        var statusErrors: Int
        var timeouts: Int
        var p50Microseconds: Int
        var p99Microseconds: Int

        /// Completed requests per second.
        var rate: Double { Double(requests) / (Double(durationMicroseconds) / 1e6) }
        /// Socket errors and timeouts together.
        var socketErrors: Int { connectErrors + readErrors + writeErrors + timeouts }
        /// The mean bytes per response, headers included.
        var bytesPerResponse: Double { requests > 0 ? Double(bytes) / Double(requests) : 0 }
    }

    /// The `wrk` executable.
    let executable: URL
    /// Client threads (`-t`).
    var threads = 2

    /// `wrk` from the search path, or nil when it is not installed.
    static func find() -> WrkRunner? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/wrk"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return WrkRunner(executable: URL(fileURLWithPath: candidate))
            }
        }
        return nil
    }

    /// Runs `script` (a file) against `POST /events` on `port` with `connections` for `seconds`;
    /// stops the benchmark when `wrk` fails or prints no summary.
    func run(port: Int, connections: Int, seconds: Int, script: URL) -> Summary {
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "-t\(threads)", "-c\(connections)", "-d\(seconds)s", "--timeout", "10s", "--latency",
            "-s", script.path, "http://127.0.0.1:\(port)/events",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            fail("cannot run \(executable.path): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0, let summary = Self.summary(in: text) else {
            fail("wrk failed (status \(process.terminationStatus)):\n\(text)")
        }
        return summary
    }

    /// The summary line of `wrk`'s output, parsed.
    static func summary(in output: String) -> Summary? {
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix(WrkScript.summaryMarker + " ") })
        else { return nil }
        var fields: [String: Int] = [:]
        for pair in line.split(separator: " ").dropFirst() {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let number = Int(parts[1]) else { return nil }
            fields[String(parts[0])] = number
        }
        func field(_ name: String) -> Int? { fields[name] }
        guard let requests = field("requests"), let duration = field("duration_us"), let bytes = field("bytes"),
            let connect = field("connect"), let read = field("read"), let write = field("write"),
            let status = field("status"), let timeout = field("timeout"), let p50 = field("p50_us"),
            let p99 = field("p99_us")
        else { return nil }
        return Summary(
            requests: requests, durationMicroseconds: duration, bytes: bytes, connectErrors: connect, readErrors: read,
            writeErrors: write, statusErrors: status, timeouts: timeout, p50Microseconds: p50, p99Microseconds: p99)
    }
}
