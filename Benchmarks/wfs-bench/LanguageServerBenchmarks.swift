import Foundation
import WorkflowLanguageServer
import WorkflowRuntime
import WorkflowSchema

/// The language server entries (`wfs lsp`), on a generated schema of 100 KB in a folder of its own:
///
/// - `lsp-diagnostics-100kb`: a change (the whole text, as a client sends it) handed to the
///   server until its diagnostics are sent, against `SchemaValidator.validate` of the same text
///   with its path, which is what `wfs validate` runs for the file. Goal 2.
/// - `lsp-typing-200`: 200 characters typed one change at a time, each followed at once by a
///   completion request; the fourth slowest answer against one check of the document (the floor
///   above). About eight checks run meanwhile, so a server that made requests wait for checks
///   would have eight slow answers and read 1 or more; one to three stalls of a shared host's
///   scheduler (4 ms each) do not decide it. Goal 0.5.
/// - `lsp-folder-200`: a change in a folder of 200 linked files (LanguageServerFolderBenchmark.swift).
enum LanguageServerBenchmarks {
    static let diagnosticsEntry = "lsp-diagnostics-100kb"
    static let typingEntry = "lsp-typing-200"

    /// The server's messages, as they are sent, read by the benchmark in order.
    final class Inbox: @unchecked Sendable {
        private let stream: AsyncStream<[UInt8]>
        let continuation: AsyncStream<[UInt8]>.Continuation
        private var iterator: AsyncStream<[UInt8]>.AsyncIterator

        init() {
            (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
            iterator = stream.makeAsyncIterator()
        }

        /// Waits for the diagnostics of `version`; returns how many other messages came first.
        func diagnostics(version: Int) async -> Int {
            var skipped = 0
            let patterns = [",", "}"].map { Array("\"version\":\(version)\($0)".utf8) }
            while let body = await iterator.next() {
                if LanguageServerBenchmarks.holds(body, LanguageServerBenchmarks.publication), patterns.contains(where: { LanguageServerBenchmarks.holds(body, $0) }) { return skipped }
                skipped += 1
            }
            fail("\(LanguageServerBenchmarks.diagnosticsEntry): the server stopped")
        }

        /// Waits for the answer to request `id`; returns how many publications came first.
        func answer(id: Int) async -> Int {
            var publications = 0
            let patterns = [",", "}"].map { Array("\"id\":\(id)\($0)".utf8) }
            while let body = await iterator.next() {
                // An answer is short; a publication of this document's diagnostics is long, and
                // reading it as text would cost the client more than the server's answer.
                if LanguageServerBenchmarks.holds(body, LanguageServerBenchmarks.publication) {
                    publications += 1
                } else if patterns.contains(where: { LanguageServerBenchmarks.holds(body, $0) }) {
                    return publications
                }
            }
            fail("\(LanguageServerBenchmarks.typingEntry): the server stopped")
        }
    }

    static let publication = Array("publishDiagnostics".utf8)

    /// Whether `body` holds the bytes `pattern`.
    static func holds(_ body: [UInt8], _ pattern: [UInt8]) -> Bool {
        body.withUnsafeBufferPointer { bytes in
            guard let first = pattern.first, bytes.count >= pattern.count else { return false }
            var index = 0
            while index <= bytes.count - pattern.count {
                if bytes[index] == first, pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] }) { return true }
                index += 1
            }
            return false
        }
    }

    static func body(_ object: [String: Any]) -> [UInt8] {
        var message = object
        message["jsonrpc"] = "2.0"
        guard let data = try? JSONSerialization.data(withJSONObject: message) else { fail("cannot encode \(object)") }
        return [UInt8](data)
    }

    /// A language server with `text` open at `uri`, its first diagnostics sent, and its messages.
    static func openServer(validator: SchemaValidator, uri: String, text: String) async -> (LanguageServer, Inbox) {
        let inbox = Inbox()
        let continuation = inbox.continuation
        let server = LanguageServer(validator: validator, send: { continuation.yield($0) })
        await server.handle(body(["id": 0, "method": "initialize", "params": ["capabilities": [String: Any]()]]))
        _ = await inbox.answer(id: 0)
        await server.handle(
            body([
                "method": "textDocument/didOpen",
                "params": ["textDocument": ["uri": uri, "languageId": "xml", "version": 1, "text": text]],
            ]))
        _ = await inbox.diagnostics(version: 1)
        return (server, inbox)
    }

    /// The two `texts` handed to `server` in turn as whole changes, each until its diagnostics are
    /// sent, against `floor` of the same text (true when it found what it should).
    static func measureChanges(
        runner: BenchmarkRunner, server: LanguageServer, inbox: Inbox, uri: String, texts: [String],
        floor: ([UInt8]) -> Bool
    ) async -> BenchmarkRunner.Measurement {
        let changes = texts.indices.map { index in
            body([
                "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": uri, "version": 10 + index], "contentChanges": [["text": texts[index]]],
                ],
            ])
        }
        let sources = texts.map { Array($0.utf8) }
        var turn = 0
        return await runner.measureAsync(
            value: {
                turn += 1
                await server.handle(changes[turn % 2])
                return await inbox.diagnostics(version: 10 + turn % 2) == 0 ? 1 : 0
            },
            floor: {
                turn += 1
                return floor(sources[turn % 2]) ? 1 : 0
            })
    }

    /// Measures the three entries.
    static func measure(runner: BenchmarkRunner) async -> [BenchmarkResult] {
        let text = SchemaGenerator().document(targetBytes: 100 * 1024)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-bench-lsp-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("large.xml")
        FileManager.default.createFile(atPath: file.path, contents: Data(text))
        let uri = file.absoluteString
        let validator = RuntimeRegistry.standard.validator(limits: .default)
        let expected = validator.validate(source: text, path: file.path).diagnostics.count

        let textString = String(decoding: text, as: UTF8.self)
        let (server, inbox) = await openServer(validator: validator, uri: uri, text: textString)
        // Two texts that differ by one letter of the first title, sent in turn as whole changes.
        guard let title = textString.range(of: "<title>") else { fail("\(diagnosticsEntry): no title") }
        let texts = [textString, textString.replacingCharacters(in: title.upperBound..<title.upperBound, with: "X")]
        let measurement = await measureChanges(runner: runner, server: server, inbox: inbox, uri: uri, texts: texts) {
            validator.validate(source: $0, path: file.path).diagnostics.count == expected
        }
        print(progressLine(diagnosticsEntry, measurement))
        let diagnostics = BenchmarkResult(
            name: diagnosticsEntry, value: measurement.valueNanoseconds / 1000, unit: LoaderBenchmarks.unit,
            floor: measurement.floorNanoseconds / 1000, goal: 2)
        let typing = await typingEntry(server: server, inbox: inbox, uri: uri, text: textString, floor: measurement.floorNanoseconds)
        let folder200 = await LanguageServerFolderBenchmark.measure(runner: runner, validator: validator)
        return [diagnostics, typing, folder200]
    }

    /// Types 200 characters into the title's text, one change at a time, each followed by a
    /// completion request, and reports the fourth slowest answer against one check.
    private static func typingEntry(
        server: LanguageServer, inbox: Inbox, uri: String, text: String, floor: Double
    ) async -> BenchmarkResult {
        // Start from the whole text again, and type inside the middle title.
        await server.handle(
            body([
                "method": "textDocument/didChange",
                "params": ["textDocument": ["uri": uri, "version": 100], "contentChanges": [["text": text]]],
            ]))
        _ = await inbox.diagnostics(version: 100)
        let middle = text.index(text.startIndex, offsetBy: text.count / 2)
        guard let title = text.range(of: "<title>", range: middle..<text.endIndex) else { fail("\(typingEntry): no title") }
        let before = text[..<title.upperBound]
        let line = before.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        let column = before.distance(from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex, to: before.endIndex)
        let clock = ContinuousClock()
        var latencies: [Double] = []
        var publications = 0
        var publishedDuring: [Int] = []
        for index in 0..<200 {
            let at: [String: Any] = ["line": line, "character": column + index]
            await server.handle(
                body([
                    "method": "textDocument/didChange",
                    "params": [
                        "textDocument": ["uri": uri, "version": 101 + index],
                        "contentChanges": [["range": ["start": at, "end": at], "text": "a"]],
                    ],
                ]))
            let cursor: [String: Any] = ["line": line, "character": column + index + 1]
            let request = body([
                "id": 1000 + index, "method": "textDocument/completion",
                "params": ["textDocument": ["uri": uri], "position": cursor],
            ])
            let start = clock.now
            await server.handle(request)
            let published = await inbox.answer(id: 1000 + index)
            publications += published
            publishedDuring.append(published)
            latencies.append(nanoseconds(start.duration(to: clock.now)))
        }
        _ = await inbox.diagnostics(version: 300)
        let sorted = latencies.sorted()
        let slowest = latencies.indices.sorted { latencies[$0] > latencies[$1] }.prefix(3)
        print("  \(typingEntry): slowest changes " + slowest.map { "#\($0) \(Int(latencies[$0] / 1000)) µs (\(publishedDuring[$0]) publications)" }.joined(separator: ", "))
        let worst = sorted.last ?? 0
        let judged = sorted[max(0, sorted.count - 4)]
        print(
            String(
                format: "  %@: fourth slowest answer %.0f µs (slowest %.0f µs), median %.0f µs, while %d checks ran for 200 changes (one check: %.0f µs)",
                typingEntry, judged / 1000, worst / 1000, sorted[sorted.count / 2] / 1000, publications + 1, floor / 1000))
        return BenchmarkResult(name: typingEntry, value: judged / 1000, unit: LoaderBenchmarks.unit, floor: floor / 1000, goal: 0.5)
    }
}
