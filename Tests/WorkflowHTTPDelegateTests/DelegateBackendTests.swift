import Crypto
import Foundation
import NIOConcurrencyHelpers
import Testing
import WorkflowRuntime
import WorkflowSchema

@testable import WorkflowHTTPDelegate

@Suite("The application's backend over HTTP (wfs serve --delegate)")
struct DelegateBackendTests {
    static let fruit = RootMessage(
        name: "getFruit", userInfo: ["shop": "Market", "open": true, "count": 3], ticket: 4,
        sentAt: Date(timeIntervalSince1970: 1_800_000_000))

    @Test("A message is POSTed as JSON with its session, key and data, and the answer is the reply")
    func answered() async throws {
        let backend = try await TestBackend([
            "getFruit": [.init(body: #"{"outcome": "success", "name": "found", "userInfo": {"items": ["Lemon"], "n": 2}}"#)]
        ])
        defer { backend.stop() }
        let link = try DelegateBackend(url: backend.url, secret: "s3cret", deadline: .seconds(120))
        defer { Task { await link.shutdown() } }
        let answer = try #require(await link.delegate(sessionReference: "abc", user: { "ann" }).answer(to: Self.fruit))
        #expect(answer.issue == nil)
        #expect(answer.reply == MessageReply(isSuccess: true, name: "found", userInfo: ["items": .array(["Lemon"]), "n": 2]))
        let sent = try #require(backend.requests.first)
        let json = sent.json
        #expect(json["kind"] as? String == "message")
        #expect(json["session"] as? String == "abc")
        #expect(json["name"] as? String == "getFruit")
        #expect(json["requestKey"] as? String == "message-4")
        #expect(json["idempotencyKey"] as? String == "abc/message-4")
        #expect(json["repeat"] as? Bool == false)
        #expect(json["user"] as? String == "ann")
        #expect(json["sentAt"] as? String == "2027-01-15T08:00:00Z")
        let data = try #require(json["userInfo"] as? [String: Any])
        #expect(data["shop"] as? String == "Market")
        #expect(data["open"] as? Bool == true)
        #expect(data["count"] as? Double == 3)
        #expect(sent.headers["idempotency-key"] == "abc/message-4")
        #expect(sent.headers["x-wfs-attempt"] == "1")
        // The deadline: 120 s after the request began, so after the attempt's timestamp (whole seconds) and
        // at most 120 s after it; a slow build may start the attempt seconds late.
        let deadline = try #require(sent.headers["x-wfs-deadline"].flatMap(Double.init))
        let sentAt = try #require(sent.headers["x-wfs-timestamp"].flatMap(Double.init))
        #expect((sentAt...sentAt + 121).contains(deadline), "deadline \(deadline), timestamp \(sentAt)")
        // The backend can check the signature with the secret it shares.
        let timestamp = try #require(sent.headers["x-wfs-timestamp"])
        let code = HMAC<SHA256>.authenticationCode(
            for: Array("\(timestamp).".utf8) + Array(sent.body), using: SymmetricKey(data: Data("s3cret".utf8)))
        #expect(sent.headers["x-wfs-signature"] == "sha256=" + code.map { String(format: "%02x", $0) }.joined())
    }

    @Test("A repeat after a restore keeps its key and says it is a repeat; without a secret nothing is signed")
    func repeated() async throws {
        let backend = try await TestBackend()
        defer { backend.stop() }
        let link = try DelegateBackend(url: backend.url, deadline: .seconds(120))
        defer { Task { await link.shutdown() } }
        var message = Self.fruit
        message.isRepeat = true
        _ = await link.delegate(sessionReference: "abc").answer(to: message)
        let sent = try #require(backend.requests.first)
        #expect(sent.json["idempotencyKey"] as? String == "abc/message-4")
        #expect(sent.json["repeat"] as? Bool == true)
        #expect(sent.json["user"] == nil)
        #expect(sent.headers["x-wfs-signature"] == nil)
    }

    @Test("204 leaves the message to the session")
    func noContent() async throws {
        let backend = try await TestBackend(["loadSchema": [.init(status: 204, body: "")]])
        defer { backend.stop() }
        let link = try DelegateBackend(url: backend.url, deadline: .seconds(120))
        defer { Task { await link.shutdown() } }
        let answer = await link.delegate(sessionReference: "abc").answer(to: RootMessage(name: "loadSchema", ticket: 1))
        #expect(answer == nil)
    }

    @Test("A 5xx is tried again with the same key, and the answer that follows is the reply")
    func retried() async throws {
        let failing = TestBackend.Answer(status: 503, body: "busy")
        let backend = try await TestBackend(["getFruit": [failing, failing, .init()]])
        defer { backend.stop() }
        // A deadline no build reaches (the thread sanitizer's takes seconds per attempt): only the attempts count.
        let link = try DelegateBackend(url: backend.url, deadline: .seconds(120), maximumAttempts: 3)
        defer { Task { await link.shutdown() } }
        let answer = try #require(await link.delegate(sessionReference: "abc").answer(to: Self.fruit))
        #expect(answer.reply.isSuccess)
        #expect(backend.requests.map { $0.headers["x-wfs-attempt"] } == ["1", "2", "3"])
        #expect(Set(backend.requests.map { $0.headers["idempotency-key"] }) == ["abc/message-4"])
    }

    @Test("Each failure takes the failure path with its code", arguments: [
        (TestBackend.Answer(status: 404, body: "{}"), RuntimeIssueCode.delegateStatus, 1, "HTTP status 404"),
        (TestBackend.Answer(status: 500, body: "{}"), .delegateStatus, 3, "HTTP status 500 (3 attempts)"),
        (TestBackend.Answer(body: "this is not JSON {"), .delegateBadAnswer, 1, "not JSON (it begins \"this is not JSON {\")"),
        (TestBackend.Answer(body: "[1, 2]"), .delegateBadAnswer, 1, "not a JSON object"),
        (TestBackend.Answer(body: #"{"outcome": "maybe"}"#), .delegateBadAnswer, 1, "neither \"success\" nor \"failure\""),
        (TestBackend.Answer(body: #"{"userInfo": {}}"#), .delegateBadAnswer, 1, "has no \"outcome\""),
        (TestBackend.Answer(body: #"{"outcome": "success", "userInfo": [1]}"#), .delegateBadAnswer, 1, "\"userInfo\" is not an object"),
        (TestBackend.Answer(body: #"{"outcome": "success", "name": 7}"#), .delegateBadAnswer, 1, "\"name\" is not a non-empty string"),
        (TestBackend.Answer(body: #"{"outcome": "success", "schema": "../outside.xml"}"#), .delegateBadAnswer, 1, "cannot be loaded"),
        (TestBackend.Answer(body: #"{"outcome": "success", "userInfo": {"when": {"$date": "next Tuesday"}}}"#),
         .delegateBadAnswer, 1, "userInfo.when.$date is not a value a session can hold"),
        (TestBackend.Answer(body: #"{"outcome": "success", "userInfo": {"list": [1, {"$number": "lots"}]}}"#),
         .delegateBadAnswer, 1, "userInfo.list.Index 1.$number is not a value"),
        (TestBackend.Answer(body: #"{"outcome": "success", "userInfo": {"far": [{"$date": 1e300}]}}"#),
         .delegateBadAnswer, 1, "userInfo.far holds a date outside the years 1 to 9999"),
        (TestBackend.Answer(body: #"{"outcome": "success", "userInfo": {"never": {"$date": "inf"}}}"#),
         .delegateBadAnswer, 1, "userInfo.never holds a date outside the years 1 to 9999"),
        (TestBackend.Answer(body: #"{"outcome": "success", "userInfo": {"s": {"$schema": {"path": "a.xml", "digest": ""}}}}"#),
         .delegateBadAnswer, 1, "userInfo.s holds a $schema: a reply loads a schema by its \"schema\" key"),
    ])
    func failures(answer: TestBackend.Answer, code: RuntimeIssueCode, requests: Int, reason: String) async throws {
        let backend = try await TestBackend(["getFruit": [answer]])
        defer { backend.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("delegate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = try DelegateBackend(
            url: backend.url, deadline: .seconds(120), schemaLoader: SchemaFileLoader(baseFolder: folder))
        defer { Task { await link.shutdown() } }
        let answered = try #require(await link.delegate(sessionReference: "abc").answer(to: Self.fruit))
        #expect(!answered.reply.isSuccess)
        #expect(answered.reply.name == "failure")
        #expect(answered.reply.userInfo["error"] == "The app's service could not answer. Try again in a moment.")
        let issue = try #require(answered.issue)
        #expect(issue.code == code)
        #expect(issue.severity == .error)
        #expect(issue.message.contains(reason), "\(issue.message)")
        #expect(issue.message.hasSuffix("so the message 'getFruit' failed"))
        #expect(backend.requests.count == requests)
    }

    @Test("A backend slower than the deadline fails the message when the deadline passes")
    func slow() async throws {
        // The backend takes a minute; the deadline is 0.3 s. Timings have room for slow builds (the thread
        // sanitizer's): what matters is that the failure comes long before the backend's answer would.
        let backend = try await TestBackend(["getFruit": [.init(delay: .seconds(60))]])
        defer { backend.stop() }
        let link = try DelegateBackend(url: backend.url, deadline: .milliseconds(300))
        defer { Task { await link.shutdown() } }
        let started = ContinuousClock.now
        let answered = try #require(await link.delegate(sessionReference: "abc").answer(to: Self.fruit))
        let took = ContinuousClock.now - started
        #expect(answered.issue?.code == .delegateTimeout)
        #expect(answered.reply.userInfo["error"] == "The app's service did not answer in time. Try again in a moment.")
        #expect(took < .seconds(20), "the deadline is 0.3 s; the answer took \(took)")
        // A time-out is not tried again (on a busy machine the one request may not even have arrived).
        #expect(backend.requests.count <= 1)
    }

    @Test("A backend that sends its headers and then stalls fails the message when the deadline passes")
    func stalledBody() async throws {
        let backend = try await TestBackend(["getFruit": [.init(stallAfterHeaders: .seconds(60))]])
        defer { backend.stop() }
        let link = try DelegateBackend(url: backend.url, deadline: .milliseconds(300))
        let started = ContinuousClock.now
        let answered = try #require(await link.delegate(sessionReference: "abc").answer(to: Self.fruit))
        await link.shutdown()
        #expect(answered.issue?.code == .delegateTimeout)
        #expect(ContinuousClock.now - started < .seconds(20), "the deadline is 0.3 s; the body stalls a minute")
    }

    @Test("A request its session stops waiting for is abandoned: no failure is logged as the backend's")
    func cancelled() async throws {
        let backend = try await TestBackend(["getFruit": [.init(delay: .seconds(60))]])
        defer { backend.stop() }
        let link = try DelegateBackend(url: backend.url, deadline: .seconds(120))
        let asking = Task { await link.delegate(sessionReference: "abc").answer(to: Self.fruit) }
        try await Task.sleep(for: .milliseconds(200))
        let started = ContinuousClock.now
        asking.cancel()
        let answered = await asking.value
        #expect(ContinuousClock.now - started < .seconds(20), "the backend takes a minute; the cancellation ends the wait")
        #expect(answered?.reply.isSuccess == false)
        await link.shutdown()
    }

    @Test("A request under way when the server stops gets no answer, so its message stays pending")
    func stopped() async throws {
        let backend = try await TestBackend(["getFruit": [.init(delay: .seconds(60))]])
        defer { backend.stop() }
        let link = try DelegateBackend(url: backend.url, deadline: .seconds(120))
        let answered = NIOLockedValueBox(false)
        let asking = Task {
            _ = await link.delegate(sessionReference: "abc").answer(to: Self.fruit)
            answered.withLockedValue { $0 = true }
        }
        try await Task.sleep(for: .milliseconds(200))
        await link.shutdown()
        try await Task.sleep(for: .milliseconds(500))
        #expect(!answered.withLockedValue { $0 }, "a failure would be kept in the journal; the message must stay pending")
        // The process's end (here, the task's cancellation) ends the wait.
        asking.cancel()
        await asking.value
        #expect(answered.withLockedValue { $0 })
    }

    @Test("A backend that is down fails the message at once, after its attempts")
    func down() async throws {
        let backend = try await TestBackend()
        let url = backend.url
        backend.stop()
        try await Task.sleep(for: .milliseconds(200))
        let link = try DelegateBackend(url: url, deadline: .seconds(120))
        defer { Task { await link.shutdown() } }
        let started = ContinuousClock.now
        let answered = try #require(await link.delegate(sessionReference: "abc").answer(to: Self.fruit))
        #expect(answered.issue?.code == .delegateUnreachable)
        #expect(answered.issue?.message.contains("connection refused (3 attempts)") == false)
        #expect(answered.issue?.message.contains("(3 attempts): connection refused") == true, "\(answered.issue?.message ?? "")")
        // The three attempts, not the two-minute deadline.
        #expect(ContinuousClock.now - started < .seconds(30))
    }

    @Test("A schema the answer names is loaded from the schema's folder")
    func schemaAnswer() async throws {
        let backend = try await TestBackend(["loadSchema": [.init(body: #"{"outcome": "success", "schema": "next.xml"}"#)]])
        defer { backend.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("delegate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "<workflow><screen><title>Next</title></screen></workflow>".write(
            to: folder.appendingPathComponent("next.xml"), atomically: true, encoding: .utf8)
        let link = try DelegateBackend(
            url: backend.url, deadline: .seconds(120), schemaLoader: SchemaFileLoader(baseFolder: folder))
        defer { Task { await link.shutdown() } }
        let answered = try #require(
            await link.delegate(sessionReference: "abc").answer(to: RootMessage(name: "loadSchema", userInfo: ["path": "x"], ticket: 2)))
        guard case .schema(let schema)? = answered.reply.userInfo["schema"] else {
            Issue.record("no schema in \(answered.reply.userInfo)")
            return
        }
        #expect(schema.rootTag == "workflow")
    }

    @Test("An address that is not http or https, or that holds a password, is refused when the server starts", arguments: [
        "ftp://example.com/x", "127.0.0.1:9000", "http://", "not a url", "http://ann:secret@127.0.0.1:9000/wfs",
    ])
    func badAddress(url: String) {
        #expect(throws: DelegateBackendError.self) { try DelegateBackend(url: url) }
    }

    @Test("Values go to the backend in the wire form and come back as they went: kinds apart, dates as dates")
    func wireValues() async throws {
        let backend = try await TestBackend([
            "getFruit": [
                .init(
                    body: #"{"outcome": "success", "userInfo": {"a": true, "b": 1, "c": null, "d": "x", "#
                        + #""when": {"$date": "2027-01-15T09:00:00.25+01:00"}, "odd": {"$dict": {"$x": 1}}, "#
                        + #""unknown": {"$later": 2}, "pic": {"$image": {"name": "first"}}, "n": {"$number": "-inf"}}, "#
                        + #""debug": {"$date": {"$numberLong": "1"}}}"#)
            ]
        ])
        defer { backend.stop() }
        let link = try DelegateBackend(url: backend.url, deadline: .seconds(120))
        defer { Task { await link.shutdown() } }
        var message = Self.fruit
        let made = try #require(SchemaLoader().load("<workflow><screen/></workflow>").schema)
        var read = made
        read.source = "/srv/app/more/next.xml"
        message.userInfo = [
            "born": .date(Date(timeIntervalSince1970: 0.5)), "far": .number(.infinity),
            "pic": .image(ImageValue(name: "first", path: "/srv/app/first.png")), "next": .schema(read), "made": .schema(made),
        ]
        let answer = try #require(await link.delegate(sessionReference: "abc").answer(to: message))
        #expect(answer.issue == nil)
        #expect(
            answer.reply.userInfo == [
                "a": true, "b": 1, "c": nil, "d": "x", "when": .date(Date(timeIntervalSince1970: 1_800_000_000.25)),
                "odd": ["$x": 1], "unknown": ["$later": 2], "pic": .image(ImageValue(name: "first")), "n": .number(-.infinity),
            ])
        let sent = try #require(backend.requests.first?.json["userInfo"] as? [String: Any])
        #expect((sent["born"] as? [String: String]) == ["$date": "1970-01-01T00:00:00.5Z"])
        #expect((sent["far"] as? [String: String]) == ["$number": "inf"])
        #expect((sent["pic"] as? [String: [String: String]]) == ["$image": ["name": "first"]])
        // A schema by its file's name, never the server's path to it; one made in memory is null.
        #expect((sent["next"] as? [String: [String: String]])?["$schema"]?["path"] == "next.xml")
        #expect(sent["made"] is NSNull)
    }
}
