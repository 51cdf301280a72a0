import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowTestSupport
import WorkflowWeb

@Suite("wfs serve --watch: a saved schema is served again, a broken one shows its errors", .timeLimit(.minutes(2)))
struct WatchTests {
    static func schema(_ text: String) -> String {
        "<workflow><screen><title>Watched</title><view><container><label>\(text)</label><button><title>Go</title></button></container></view></screen></workflow>"
    }

    /// A server watching `app.xml` in a new temporary folder, which holds version 1; `save` writes the file.
    static func watchedServer() throws -> (
        some ApplicationProtocol, save: @Sendable (String) throws -> Void, folder: URL
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("app.xml")
        let save: @Sendable (String) throws -> Void = { try $0.write(to: file, atomically: true, encoding: .utf8) }
        try save(Self.schema("Version 1"))
        let watcher = SchemaWatcher(url: file, displayPath: "app.xml")
        let placeholder = try #require(SchemaLoader().load(Self.schema("placeholder")).schema)
        let server = WorkflowWebServer(watcher: watcher) {
            Session(schema: await watcher.latestSchema ?? placeholder)
        }
        return (Application(router: server.router(logRequests: false)), save, folder)
    }

    @Test("a new version replaces the sessions; errors show as a report until the file is fixed")
    func watch() async throws {
        let (app, save, folder) = try Self.watchedServer()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await app.test(.router) { client in
            let first = try await client.execute(uri: "/", method: .get)
            #expect(String(buffer: first.body).contains("Version 1"))
            let cookie = try #require(ServerTestSupport.sessionCookie(from: first))
            // A step makes the session.
            let html = String(buffer: first.body)
            let go = try #require(ServedPage.elementID(showing: "Go", in: html))
            var headers = ServerTestSupport.formHeaders
            headers[.cookie] = cookie
            let body = ServerTestSupport.form(["event": "tap \(go)", "csrf": try #require(ServedPage.hidden("csrf", in: html))])
            #expect(try await client.execute(uri: "/events", method: .post, headers: headers, body: body).status == .seeOther)
            let made = try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie])
            #expect(!String(buffer: made.body).contains("data-wfs-first-screen"))

            try save(Self.schema("Version 2"))
            let second = try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie])
            #expect(String(buffer: second.body).contains("Version 2"))
            #expect(String(buffer: second.body).contains("data-wfs-first-screen"), "the old session was dropped")

            try save("<workflow><screen><title>Broken</titel></screen></workflow>")
            let broken = String(buffer: try await client.execute(uri: "/", method: .get).body)
            #expect(broken.contains("The schema has errors"))
            #expect(broken.contains("app.xml:1:"))
            #expect(broken.contains("&lt;/titel&gt;"))

            try save(Self.schema("Version 3"))
            let fixed = try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie])
            #expect(String(buffer: fixed.body).contains("Version 3"))
        }
    }

    @Test("a script's post after a save gets 403 (so the page loads the new version); after a broken save, the report")
    func scriptPostsSeeTheNewFile() async throws {
        let (app, save, folder) = try Self.watchedServer()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await app.test(.router) { client in
            let first = try await client.execute(uri: "/", method: .get)
            let cookie = try #require(ServerTestSupport.sessionCookie(from: first))
            let token = try #require(ServedPage.hidden("csrf", in: String(buffer: first.body)))
            var headers = ServerTestSupport.formHeaders
            headers[.cookie] = cookie
            headers[WorkflowWebServer.fetchHeader] = "1"
            let body = ServerTestSupport.form(["event": "back", "csrf": token])

            try save(Self.schema("Version 2"))
            let afterSave = try await client.execute(uri: "/events", method: .post, headers: headers, body: body)
            #expect(afterSave.status == .forbidden)

            try save("<workflow><screen><title>Broken</titel></screen></workflow>")
            let broken = try await client.execute(uri: "/events", method: .post, headers: headers, body: body)
            #expect(String(buffer: broken.body).contains("The schema has errors"))
        }
    }

    @Test("an unchanged file is not read again for each look; a save is seen at the next; a missing file says so")
    func readsOnlyWhatChanged() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("app.xml")
        var validator = SchemaValidator()
        let files = CountingFiles(aged: true)
        validator.workspace = SchemaWorkspace(loader: validator.loader, files: files)
        let watcher = SchemaWatcher(url: file, displayPath: "app.xml", validator: validator)

        guard case .problems(let missing) = await watcher.current() else {
            Issue.record("a missing file is served")
            return
        }
        #expect(missing.contains("app.xml") && missing.contains("no such file"), "\(missing)")
        _ = files.takeReads()

        try Self.schema("Version 1").write(to: file, atomically: true, encoding: .utf8)
        guard case .schema(_, let generation) = await watcher.current() else {
            Issue.record("version 1 is not served")
            return
        }
        for _ in 0..<5 {
            guard case .schema(_, generation) = await watcher.current() else {
                Issue.record("an unchanged file became a new version")
                return
            }
        }
        #expect(files.takeReads() == ["app.xml": 1], "read once, then known by its stamp")
        #expect(await watcher.latestDigest == ContentDigest.of(Array(Self.schema("Version 1").utf8)))

        try Self.schema("Version 2").write(to: file, atomically: true, encoding: .utf8)
        guard case .schema(let schema, let next) = await watcher.current() else {
            Issue.record("version 2 is not served")
            return
        }
        #expect(next == generation + 1)
        #expect(schema.contentDigest == ContentDigest.of(Array(Self.schema("Version 2").utf8)))
        #expect(await watcher.latestDigest == ContentDigest.of(Array(Self.schema("Version 2").utf8)))
    }
}
