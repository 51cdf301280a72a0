import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import WorkflowTestSupport
import WorkflowWeb

@testable import WorkflowWeb

@Suite("wfs serve: the page's script and its in-place updates", .timeLimit(.minutes(2)))
struct PageScriptServerTests {
    typealias Support = ServerTestSupport

    @Test("every page loads the script from the server, which the policy allows and nothing else")
    func scriptIsServed() async throws {
        let app = Support.application(try Support.server())
        try await app.test(.router) { client in
            let page = try await client.execute(uri: "/", method: .get)
            #expect(String(buffer: page.body).contains("<script src=\"/_wfs/page.js?v="))
            let policy = try #require(page.headers[.contentSecurityPolicy])
            #expect(policy.contains("script-src 'self'"))
            #expect(policy.contains("style-src 'self'"))
            #expect(!policy.contains("unsafe"))
            let script = try await client.execute(uri: "/_wfs/page.js", method: .get)
            #expect(script.status == .ok)
            #expect(script.headers[.contentType]?.hasPrefix("text/javascript") == true)
            #expect(String(buffer: script.body).contains("X-WFS-Fetch"))
        }
    }

    @Test("the theme, the user stylesheet and the icon are served from the binary; no user stylesheet, 404")
    func builtInFiles() async throws {
        let app = ServerTestSupport.application(
            try Support.server(renderer: PageRenderer(stylesheet: "p { color: red }")))
        try await app.test(.router) { client in
            let theme = try await client.execute(uri: "/_wfs/theme.css?v=1", method: .get)
            #expect(theme.status == .ok)
            #expect(theme.headers[.contentType]?.hasPrefix("text/css") == true)
            #expect(String(buffer: theme.body) == PageRenderer.defaultStylesheet)
            let user = try await client.execute(uri: "/_wfs/user.css", method: .get)
            #expect(String(buffer: user.body) == "p { color: red }")
            let icon = try await client.execute(uri: "/_wfs/icon.svg", method: .get)
            #expect(icon.headers[.contentType] == "image/svg+xml")
        }
        let plain = ServerTestSupport.application(try Support.server())
        try await plain.test(.router) { client in
            let user = try await client.execute(uri: "/_wfs/user.css", method: .get)
            #expect(user.status == .notFound)
        }
    }

    @Test("an event sent by the script is answered with the new page itself, not a redirect, without document headers")
    func fetchedEventGetsThePage() async throws {
        let app = Support.application(try Support.server())
        try await app.test(.router) { client in
            let first = try await client.execute(uri: "/", method: .get)
            let cookie = try #require(Support.sessionCookie(from: first))
            let html = String(buffer: first.body)
            var headers = Support.formHeaders
            headers[.cookie] = cookie
            headers[WorkflowWebServer.fetchHeader] = "1"
            let answer = try await client.execute(
                uri: "/events", method: .post, headers: headers,
                body: Support.form([
                    "event": "tap", "id": try #require(ServedPage.elementID(showing: "Show alert", in: html)),
                    "csrf": try #require(ServedPage.hidden("csrf", in: html)),
                ]))
            #expect(answer.status == .ok)
            #expect(answer.headers[.location] == nil)
            #expect(String(buffer: answer.body).contains("Button tapped!"))
            // Swapped in by the script, never loaded as a document: only what a fetched answer needs.
            #expect(answer.headers[.contentSecurityPolicy] == nil)
            #expect(answer.headers[HTTPField.Name("Referrer-Policy")!] == nil)
            #expect(answer.headers[HTTPField.Name("X-Content-Type-Options")!] == nil)
            #expect(answer.headers[.vary] == nil, "kept by no cache")
            #expect(answer.headers[.cacheControl] == "no-store")
            #expect(answer.headers[.contentType] == "text/html", "read as UTF-8 by the script")
            #expect(answer.headers[WebResponse.pageHeader]?.isEmpty == false, "the id to send back")
            // Nor what only a loaded document uses: the title and the body, to swap in.
            let swapped = String(buffer: answer.body)
            #expect(swapped.hasPrefix("<!doctype html>\n<title>"), "\(swapped.prefix(80))")
            #expect(!swapped.contains("<meta") && !swapped.contains("<link") && !swapped.contains("</html>"))
            #expect(swapped.contains("<body class=\"wfs-page\">") && swapped.contains("Button tapped!"))
            // The script's look again gets the same; a browser's load of the page gets the whole policy.
            var fetchOnly: HTTPFields = [.cookie: cookie]
            fetchOnly[WorkflowWebServer.fetchHeader] = "1"
            let again = try await client.execute(uri: "/", method: .get, headers: fetchOnly)
            #expect(again.status == .ok)
            #expect(again.headers[.contentSecurityPolicy] == nil)
            #expect(String(buffer: again.body).hasPrefix("<!doctype html>\n<title>"))
            let loaded = try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie])
            #expect(loaded.headers[.contentSecurityPolicy] == WebResponse.contentSecurityPolicy)
            #expect(String(buffer: loaded.body).hasPrefix("<!doctype html>"))
            #expect(loaded.headers[HTTPField.Name("Referrer-Policy")!] == "no-referrer")
        }
    }

    @Test("a script naming the pages it holds gets what changed since one of them, which makes the page")
    func changesSinceAHeldPage() async throws {
        let app = Support.application(try Support.server())
        try await app.test(.router) { client in
            let first = try await client.execute(uri: "/", method: .get)
            let cookie = try #require(Support.sessionCookie(from: first))
            let html = String(buffer: first.body)
            let csrf = try #require(ServedPage.hidden("csrf", in: html))
            var held: [(id: String, text: String)] = []
            // What the script does with an answer: keep the page (made from edits if they are), latest first.
            func take(_ answer: TestResponse) throws -> String {
                let id = try #require(answer.headers[WebResponse.pageHeader])
                var text = String(buffer: answer.body)
                if answer.headers[.contentType] == "application/json" {
                    text = try #require(Self.patched(text, held: held), "\(text)")
                } else {
                    #expect(answer.headers[.contentType] == "text/html")
                }
                held.removeAll { $0.id == id }
                held.insert((id, text), at: 0)
                return text
            }
            func headers(holding ids: String) -> HTTPFields {
                var headers = Support.formHeaders
                headers[.cookie] = cookie
                headers[WorkflowWebServer.fetchHeader] = ids
                return headers
            }
            func whole() async throws -> String {
                String(buffer: try await client.execute(uri: "/", method: .get, headers: headers(holding: "1")).body)
            }
            let alertID = try #require(ServedPage.elementID(showing: "Show alert", in: html))
            let alert = try await client.execute(
                uri: "/events", method: .post, headers: headers(holding: "1"),
                body: Support.form(["event": "tap", "id": alertID, "csrf": csrf]))
            #expect(try take(alert) == (try await whole()))
            #expect(alert.headers[.contentType] == "text/html", "nothing held: the whole page")
            // Looked at again: nothing changed, so the edits keep everything.
            let ids = { held.map(\.id).joined(separator: " ") }
            let same = try await client.execute(uri: "/", method: .get, headers: headers(holding: ids()))
            #expect(same.headers[.contentType] == "application/json")
            #expect(same.body.readableBytes < 40, "\(String(buffer: same.body))")
            #expect(try take(same) == (try await whole()))
            // OK closes the alert: what changed, from the page with the alert.
            let shown = held[0].text
            let ok = try #require(ServedPage.elementID(showing: "OK", in: shown))
            let closed = try await client.execute(
                uri: "/events", method: .post, headers: headers(holding: ids()),
                body: Support.form(["event": "tap", "id": ok, "csrf": csrf]))
            #expect(closed.headers[.contentType] == "application/json")
            #expect(closed.body.readableBytes < shown.utf8.count / 2)
            #expect(try take(closed) == (try await whole()))
            // Ids this session was never sent, or not ids at all: the whole page.
            for strange in ["zzzzzzzzzz", "1 2", "<script>", String(repeating: "a", count: 300)] {
                let answer = try await client.execute(uri: "/", method: .get, headers: headers(holding: strange))
                #expect(answer.headers[.contentType] == "text/html", "\(strange)")
            }
            // A first screen, its session not made yet, is sent whole and not kept.
            var cookieless = HTTPFields()
            cookieless[WorkflowWebServer.fetchHeader] = "1"
            let firstScreen = try await client.execute(uri: "/", method: .get, headers: cookieless)
            #expect(firstScreen.headers[.contentType] == "text/html")
            #expect(firstScreen.headers[WebResponse.pageHeader] == nil)
            // Another session naming this one's page gets its own page whole.
            let other = try await client.execute(uri: "/", method: .get)
            var otherHeaders: HTTPFields = [.cookie: try #require(Support.sessionCookie(from: other))]
            otherHeaders[WorkflowWebServer.fetchHeader] = held[0].id
            let stranger = try await client.execute(uri: "/", method: .get, headers: otherHeaders)
            #expect(stranger.headers[.contentType] == "text/html")
        }
    }

    /// What `page.js`'s `patched` makes of an answer of edits.
    private static func patched(_ body: String, held: [(id: String, text: String)]) -> String? {
        guard let edits = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [Any],
            let baseID = edits.first as? String, let base = held.first(where: { $0.id == baseID })
        else { return nil }
        var pieces: [Substring] = []
        var start = base.text.startIndex
        for index in base.text.indices where "<\"".contains(base.text[index]) && index != base.text.startIndex {
            pieces.append(base.text[start..<index])
            start = index
        }
        pieces.append(base.text[start...])
        var at = 0
        var text = ""
        for edit in edits.dropFirst() {
            if let put = edit as? String {
                text += put
            } else if let count = edit as? Int, count > 0, at + count <= pieces.count {
                text += pieces[at..<(at + count)].joined()
                at += count
            } else if let count = edit as? Int, count < 0 {
                at -= count
            } else {
                return nil
            }
        }
        return at == pieces.count ? text : nil
    }

    @Test("a refused event is a 404 page: without document headers when fetched, with them when posted by a form")
    func refusedEventHeaders() async throws {
        let app = Support.application(try Support.server())
        try await app.test(.router) { client in
            let first = try await client.execute(uri: "/", method: .get)
            let cookie = try #require(Support.sessionCookie(from: first))
            let token = try #require(ServedPage.hidden("csrf", in: String(buffer: first.body)))
            for fetched in [true, false] {
                var headers = Support.formHeaders
                headers[.cookie] = cookie
                if fetched { headers[WorkflowWebServer.fetchHeader] = "1" }
                let answer = try await client.execute(
                    uri: "/events", method: .post, headers: headers,
                    body: Support.form(["event": "tap", "id": "nothing-here", "csrf": token]))
                #expect(answer.status == .notFound)
                #expect(String(buffer: answer.body).contains("That did not work"))
                #expect(
                    answer.headers[.contentSecurityPolicy] == (fetched ? nil : WebResponse.contentSecurityPolicy),
                    "fetched: \(fetched)")
                #expect(answer.headers[HTTPField.Name("X-Content-Type-Options")!] == (fetched ? nil : "nosniff"))
            }
        }
    }

    @Test("HEAD / answers 200 with no body and makes no session")
    func head() async throws {
        let app = Support.application(try Support.server())
        try await app.test(.router) { client in
            let response = try await client.execute(uri: "/", method: .head)
            #expect(response.status == .ok)
            #expect(response.headers[.setCookie] == nil)
            #expect(response.body.readableBytes == 0)
        }
    }

    @Test("an expired session's post is refused with a page that links back to the app")
    func expiredSessionPage() async throws {
        let app = Support.application(try Support.server())
        try await app.test(.router) { client in
            let response = try await client.execute(
                uri: "/events", method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded", .cookie: "wfs_session=gone"],
                body: Support.form(["event": "back", "csrf": "x"]))
            #expect(response.status == .forbidden)
            let html = String(buffer: response.body)
            #expect(html.contains("<a href=\"/\">Start again</a>"))
        }
    }

    @Test("tokens match only when equal, whatever their lengths")
    func tokenComparison() {
        #expect(CSRFToken.matches("abc123", "abc123"))
        #expect(!CSRFToken.matches("abc124", "abc123"))
        #expect(!CSRFToken.matches("abc12", "abc123"))
        #expect(!CSRFToken.matches("", "abc123"))
    }
}

@Suite("wfs serve: host names and safety headers", .timeLimit(.minutes(2)))
struct WebSafetyTests {
    @Test("a loopback server answers to this machine's names only; other servers to any name")
    func allowedHosts() {
        #expect(WorkflowWebServer.isLoopback("127.0.0.1"))
        #expect(WorkflowWebServer.isLoopback("127.1.2.3"))
        #expect(WorkflowWebServer.isLoopback("localhost"))
        #expect(WorkflowWebServer.isLoopback("::1"))
        #expect(!WorkflowWebServer.isLoopback("127.example.com"))
        #expect(!WorkflowWebServer.isLoopback("0.0.0.0"))
        #expect(!WorkflowWebServer.isLoopback("192.168.1.2"))
        #expect(WorkflowWebServer.allowedHosts(host: "127.0.0.1") == ["localhost", "127.0.0.1", "[::1]"])
        #expect(WorkflowWebServer.allowedHosts(host: "127.0.0.2")?.contains("127.0.0.2") == true)
        #expect(WorkflowWebServer.allowedHosts(host: "::1")?.contains("[::1]") == true)
        #expect(WorkflowWebServer.allowedHosts(host: "0.0.0.0") == nil)
        // Any port: a port forwarded to another number still names this machine.
        #expect(HostCheck.hostName("LocalHost:9000") == "localhost")
        #expect(HostCheck.hostName("[::1]:8080") == "[::1]")
        #expect(HostCheck.hostName("127.0.0.1") == "127.0.0.1")
        #expect(HostCheck.hostName("attacker.example:8080") == "attacker.example")
    }

    @Test("a request for another host name is refused with 421 (DNS rebinding); an expected name is served")
    func rebinding() async throws {
        // The test client always names the host `localhost`.
        let strict = Application(
            router: try ServerTestSupport.server().router(logRequests: false, allowedHosts: ["127.0.0.1"]))
        try await strict.test(.router) { client in
            let foreign = try await client.execute(uri: "/", method: .get)
            #expect(foreign.status == .misdirectedRequest)
            #expect(foreign.headers[.setCookie] == nil)
            // Not the probes: an orchestrator probes an instance by its own address, and their answers
            // name no file, database or session.
            #expect(try await client.execute(uri: "/readyz", method: .get).status == .ok)
            #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
        }
        let local = Application(
            router: try ServerTestSupport.server().router(logRequests: false, allowedHosts: ["localhost"]))
        try await local.test(.router) { client in
            let response = try await client.execute(uri: "/", method: .get)
            #expect(response.status == .ok)
        }
    }

    @Test("the router's own errors (an unknown path, a wrong method) carry the safety headers too")
    func errorHeaders() async throws {
        let app = ServerTestSupport.application(try ServerTestSupport.server())
        try await app.test(.router) { client in
            for (uri, method) in [("/nope", HTTPRequest.Method.get), ("/", .put)] {
                let response = try await client.execute(uri: uri, method: method)
                #expect((400..<500).contains(response.status.code))
                #expect(response.headers[.contentSecurityPolicy] == WebResponse.contentSecurityPolicy)
                #expect(response.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
            }
        }
    }
}
