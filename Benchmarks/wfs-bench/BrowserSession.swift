/// One session of the server under test, held the way a browser holds it: the session cookie, the
/// page's CSRF token and the id of the switch its events toggle.
struct BrowserSession {
    /// `NAME=ID`, as sent in the `Cookie` header.
    let cookie: String
    let csrfToken: String
    let switchID: String

    /// The body of the event every benchmark request sends: toggle the switch, as its button does.
    var toggleBody: String {
        EventPage.formBody([("event", "toggle " + switchID), ("csrf", csrfToken)])
    }

    /// The request `wrk` sends for this session.
    var wrkRequest: WrkScript.SessionRequest { .init(cookie: cookie, body: toggleBody) }

    /// The headers of an event post: the cookie, the form type and `X-WFS-Fetch` (answer the page, not a redirect).
    var eventHeaders: [(String, String)] {
        [("Cookie", cookie), ("Content-Type", "application/x-www-form-urlencoded"), ("X-WFS-Fetch", "1")]
    }

    /// Opens a new session with `GET /` (no cookie), reads it from the answer and its page, and
    /// toggles the switch once, which makes the session (a visit alone makes none); stops the run
    /// when the answer is not a page with a session cookie and the switch, or the toggle fails.
    static func open(
        _ client: LoopbackHTTPClient, cookieName: String, switchName: String
    ) -> (session: BrowserSession, page: String) {
        let reply = client.send("GET", "/")
        guard reply.status == 200 else { fail("GET / answered \(reply.status):\n\(reply.body.prefix(500))") }
        guard let setCookie = reply.header("set-cookie"),
            let pair = setCookie.split(separator: ";").first, pair.hasPrefix(cookieName + "=")
        else { fail("GET / set no \(cookieName) cookie") }
        guard let csrf = EventPage.fieldValue("csrf", in: reply.body) else { fail("the page has no csrf field") }
        guard let id = EventPage.elementID(named: switchName, in: reply.body) else {
            fail("the page has no element named \(switchName) with an event form")
        }
        let session = BrowserSession(cookie: String(pair), csrfToken: csrf, switchID: id)
        // From the first screen's form, with its hidden field: this toggle makes the session.
        let made = client.send(
            "POST", "/events", headers: session.eventHeaders, body: session.toggleBody + "&first-screen=1")
        guard made.status == 200 else { fail("the first toggle answered \(made.status):\n\(made.body.prefix(500))") }
        return (session, made.body)
    }

    /// Sends the toggle event, as `wrk` will.
    func toggle(_ client: LoopbackHTTPClient) -> LoopbackHTTPClient.Reply {
        client.send("POST", "/events", headers: eventHeaders, body: toggleBody)
    }
}
