import Foundation
import Testing
import WorkflowLanguageServer
import WorkflowSchema
import WorkflowTestSupport

// Generous limits: under the thread sanitizer the whole suite's tests queue for two cores, and a
// test waited over a minute for a thread in CI runs; a check also waits on its low-priority thread.
@Suite("The server in the process: messages in, answers and diagnostics out", .timeLimit(.minutes(5)))
struct LanguageServerTests {
    /// A server whose messages are kept, decoded.
    final class Client: @unchecked Sendable {
        private let lock = NSLock()
        private var received: [[String: Any]] = []
        let server: LanguageServer

        init() {
            let box = Box()
            server = LanguageServer(validator: SchemaValidator(), send: { box.client?.keep($0) })
            box.client = self
        }

        final class Box: @unchecked Sendable { weak var client: Client? }

        func keep(_ body: [UInt8]) {
            guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else { return }
            lock.withLock { received.append(object) }
        }

        var messages: [[String: Any]] { lock.withLock { received } }

        func send(_ object: [String: Any]) async {
            var message = object
            message["jsonrpc"] = "2.0"
            await server.handle([UInt8](try! JSONSerialization.data(withJSONObject: message)))
        }

        func answer(_ id: Int) -> [String: Any]? { messages.first { $0["id"] as? Int == id } }

        /// The diagnostics of `version` of `uri`, once published.
        func diagnostics(_ uri: String, version: Int) async throws -> [[String: Any]] {
            for _ in 0..<24_000 {
                for message in messages where message["method"] as? String == "textDocument/publishDiagnostics" {
                    let params = message["params"] as? [String: Any]
                    if params?["uri"] as? String == uri, params?["version"] as? Int == version {
                        return params?["diagnostics"] as? [[String: Any]] ?? []
                    }
                }
                try await Task.sleep(for: .milliseconds(10))
            }
            Issue.record("no diagnostics of version \(version)")
            return []
        }
    }

    @Test("an incremental change in UTF-16 positions after non-ASCII text lands where it was typed")
    func incrementalChange() async throws {
        let client = Client()
        await client.send(["id": 1, "method": "initialize", "params": ["capabilities": [String: Any]()]])
        #expect((client.answer(1)?["result"] as? [String: Any])?["capabilities"] != nil)
        let text = "<workflow><screen><title>Café 😀</title><actions><showAlrt/></actions></screen></workflow>"
        await client.send([
            "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": "untitled:a", "languageId": "xml", "version": 1, "text": text]],
        ])
        let first = try await client.diagnostics("untitled:a", version: 1)
        #expect(first.map { $0["code"] as? String } == ["WFS0200"])
        // Fix `showAlrt` to `showAlert`: the `e` goes at UTF-16 column 56 (the emoji counts two).
        let column = "<workflow><screen><title>Café 😀</title><actions><showAl".utf16.count
        await client.send([
            "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": "untitled:a", "version": 2],
                "contentChanges": [["range": ["start": ["line": 0, "character": column], "end": ["line": 0, "character": column]], "text": "e"]],
            ],
        ])
        let second = try await client.diagnostics("untitled:a", version: 2)
        // The tag is now known, so its missing message is what is left, at the same place.
        #expect(second.map { $0["code"] as? String } == ["WFS0208"])
        let range = try #require(second.first?["range"] as? [String: [String: Int]])
        #expect(range["start"] == ["line": 0, "character": "<workflow><screen><title>Café 😀</title><actions>".utf16.count])
        await client.send(["id": 2, "method": "shutdown"])
        await client.send(["method": "exit"])
        #expect(client.answer(2) != nil)
    }

    @Test("a symbolic link leaving the folder: WFS0504 at the load, and keyPath completion offers nothing of the file")
    func linkLeavingTheFolder() async throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("wfs-lsp-links-\(UUID().uuidString)")
        let app = root.appendingPathComponent("app")
        try manager.createDirectory(at: app, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: root) }
        let outside = """
            <workflow><screen><title>S</title>
            <storeValue name="viewDidLoad"><name>outsideOnlyKey</name></storeValue></screen></workflow>
            """
        try outside.write(to: root.appendingPathComponent("secret.xml"), atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(
            atPath: app.appendingPathComponent("secret.xml").path, withDestinationPath: "../secret.xml")
        try outside.replacingOccurrences(of: "outsideOnlyKey", with: "insideKey")
            .write(to: app.appendingPathComponent("inside.xml"), atomically: true, encoding: .utf8)
        let main = """
            <workflow><navigation><screen><title><string keyPath="s"/></title>
            <loadSchema name="viewDidLoad"><path>secret.xml</path><pushController/><showAlert>F</showAlert></loadSchema>
            </screen></navigation></workflow>
            """
        let uri = app.appendingPathComponent("main.xml").absoluteString
        let client = Client()
        await client.send(["id": 1, "method": "initialize", "params": ["capabilities": [String: Any]()]])
        await client.send([
            "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": uri, "languageId": "xml", "version": 1, "text": main]],
        ])
        let diagnostics = try await client.diagnostics(uri, version: 1)
        let refused = try #require(diagnostics.first { $0["code"] as? String == "WFS0504" })
        #expect((refused["message"] as? String)?.contains("through a symbolic link") == true)
        let start = (refused["range"] as? [String: [String: Int]])?["start"]
        #expect(start == ["line": 1, "character": "<loadSchema name=\"viewDidLoad\"><path>".count])
        let cursor = "<workflow><navigation><screen><title><string keyPath=\"".count
        await client.send([
            "id": 2, "method": "textDocument/completion",
            "params": ["textDocument": ["uri": uri], "position": ["line": 0, "character": cursor]],
        ])
        try await eventually("the completion's answer") { client.answer(2) != nil }
        let answer = client.answer(2)
        let items = try #require((answer?["result"] as? [String: Any])?["items"] as? [[String: Any]])
        let labels = items.compactMap { $0["label"] as? String }
        #expect(labels.contains("insideKey"), "the keys of the folder's files are offered")
        #expect(!labels.contains("outsideOnlyKey"))
    }

    @Test("serve returns 0 after shutdown and exit, 1 when the input ends first")
    func exitCodes() async {
        for (sendsShutdown, expected) in [(true, Int32(0)), (false, 1)] {
            let server = LanguageServer(validator: SchemaValidator(), send: { _ in })
            let (stream, continuation) = AsyncStream<MessageFramer.Piece>.makeStream()
            func body(_ text: String) -> MessageFramer.Piece { .body(Array(text.utf8)) }
            continuation.yield(body(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#))
            if sendsShutdown {
                continuation.yield(body(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#))
                continuation.yield(body(#"{"jsonrpc":"2.0","method":"exit"}"#))
            }
            continuation.finish()
            #expect(await server.serve(stream) == expected)
        }
    }
}
