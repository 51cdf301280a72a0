import Foundation
import Testing
import WorkflowTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `wfs serve` under faults, as a user meets them: Ctrl-C while a request waits for a reply.
@Suite("wfs serve under faults", .timeLimit(.minutes(2)))
struct ServeFaultTests {
    static let schema = """
        <workflow><screen><title>Slow</title>
        <container><button><title>Ask</title><message>ask</message></button><label name="answer">No answer yet</label></container>
        <actions><sendMessage name="ask"><message><name>slow</name><destinationType>rootDelegate</destinationType></message>
        <updateViews name="success"><viewNames>answer</viewNames><parameterName>text</parameterName><value>Answered</value></updateViews>
        </sendMessage></actions></screen></workflow>
        """

    /// Collects a process's output as it comes, so a test can wait for a line.
    final class OutputWatcher: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""

        init(_ pipe: Pipe) {
            pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                lock.withLock { text += String(decoding: data, as: UTF8.self) }
            }
        }

        var output: String { lock.withLock { text } }

        /// Waits (up to about 20 s) until the output holds `needle`.
        func wait(for needle: String) async -> Bool {
            for _ in 0..<2000 {
                if output.contains(needle) { return true }
                try? await Task.sleep(for: .milliseconds(10))
            }
            return false
        }
    }

    @Test("Ctrl-C lets a request that waits for a reply finish, then the server exits with 0")
    func drainsOnInterrupt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-drain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.schema.write(to: folder.appendingPathComponent("slow.xml"), atomically: true, encoding: .utf8)
        try "schema: slow.xml\nreplies:\n  slow: { success: true, after: 0.3 }\nsteps:\n  - back\n".write(
            to: folder.appendingPathComponent("replies.yaml"), atomically: true, encoding: .utf8)
        let port = try HeldPort().port  // free now: the system chose it and the socket closed
        let (process, watcher) = try Self.serve(["slow.xml", "--replies", "replies.yaml", "--port", "\(port)"], in: folder)
        defer { if process.isRunning { process.terminate() } }
        try #require(await watcher.wait(for: "listening on"), "the server did not start: \(watcher.output)")

        let base = URL(string: "http://127.0.0.1:\(port)")!
        let session = URLSession(configuration: .ephemeral)
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
        request.httpBody = Data(page.eventForm("tap", ["id": "button-1"]).utf8)
        let posting = Task { try await session.data(for: request) }
        // The request is in the server (it logged it) and waits for the reply (0.3 s): interrupt now.
        try #require(await watcher.wait(for: "hb.request.path=/events"), "\(watcher.output)")
        process.interrupt()
        let (answer, response) = try await posting.value
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: answer, as: UTF8.self).contains("Answered"))
        for _ in 0..<2000 where process.isRunning { try await Task.sleep(for: .milliseconds(10)) }
        #expect(!process.isRunning, "the server did not stop after Ctrl-C: \(watcher.output)")
        if !process.isRunning { #expect(process.terminationStatus == 0) }
    }

    @Test("the probes answer from a running server, unlogged; SIGTERM stops it with 0 and frees its store")
    func probesAndTerminate() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-probes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.schema.write(to: folder.appendingPathComponent("slow.xml"), atomically: true, encoding: .utf8)
        let port = try HeldPort().port  // free now: the system chose it and the socket closed
        func start() throws -> (Process, OutputWatcher) {
            try Self.serve(["slow.xml", "--port", "\(port)", "--store", "sessions.sqlite"], in: folder)
        }
        let (process, watcher) = try start()
        defer { if process.isRunning { process.terminate() } }
        try #require(await watcher.wait(for: "listening on"), "the server did not start: \(watcher.output)")

        let base = URL(string: "http://127.0.0.1:\(port)")!
        let session = URLSession(configuration: .ephemeral)
        for (path, line) in [("healthz", "ok\n"), ("readyz", "ready\n")] {
            let (data, response) = try await session.data(from: base.appendingPathComponent(path))
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            #expect(String(decoding: data, as: UTF8.self) == line)
        }
        _ = try await session.data(from: base)
        try #require(await watcher.wait(for: "hb.request.path=/ "), "\(watcher.output)")
        #expect(!watcher.output.contains("healthz") && !watcher.output.contains("readyz"), "\(watcher.output)")

        process.terminate()
        for _ in 0..<2000 where process.isRunning { try await Task.sleep(for: .milliseconds(10)) }
        #expect(!process.isRunning, "the server did not stop on SIGTERM: \(watcher.output)")
        if !process.isRunning { #expect(process.terminationStatus == 0) }
        // Its store is free: the next server on it starts.
        let (next, nextWatcher) = try start()
        defer { if next.isRunning { next.terminate() } }
        #expect(await nextWatcher.wait(for: "listening on"), "\(nextWatcher.output)")
    }

    /// `wfs serve ARGUMENTS` started in `folder`, with its output (and errors) watched.
    static func serve(_ arguments: [String], in folder: URL) throws -> (Process, OutputWatcher) {
        let process = Process()
        process.executableURL = WFSProcess.executable
        process.arguments = ["serve"] + arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let watcher = OutputWatcher(pipe)
        try process.run()
        return (process, watcher)
    }
}
