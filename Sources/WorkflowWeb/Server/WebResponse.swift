import Foundation
import HTTPTypes
import Hummingbird

/// The responses of the web server, each with the headers that keep a page safe in a browser.
enum WebResponse {
    /// Only the server's own script and stylesheets, no inline code or style, no frames, no
    /// outside resources: pages are self-contained.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self'; "
        + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

    /// An HTML page.
    static func page(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: pageHeaders, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    /// An HTML page already in bytes.
    static func page(_ bytes: [UInt8], status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: pageHeaders, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    private static let pageHeaders = safeHeaders(contentType: "text/html; charset=utf-8")

    /// A page the page's script asked for (`X-WFS-Fetch`) and swaps in itself. No browser loads it
    /// as a document, so it goes without the headers only a document obeys (its
    /// Content-Security-Policy and Referrer-Policy: the page it is swapped into has its own), or a
    /// browser's loader (`X-Content-Type-Options`: the script reads it as text); and, kept by no
    /// cache (`no-store`), without `Vary`.
    /// `answer` names the page (`X-WFS-Page`, the id the script sends back) and is the page itself,
    /// or the edits from a page the script holds (JSON, ``SentPages/Answer``).
    static func scriptPage(_ answer: SentPages.Answer, status: HTTPResponse.Status = .ok) -> Response {
        var headers = answer.isChange ? scriptChangeHeaders : scriptPageHeaders
        headers[pageHeader] = answer.id
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
    }

    /// A page the script asked for, whole and without an id: nothing to send edits against later.
    static func scriptPage(_ page: [UInt8]) -> Response {
        Response(status: .ok, headers: scriptPageHeaders, body: ResponseBody(byteBuffer: ByteBuffer(bytes: page)))
    }

    /// The header naming the page an answer to the script is (``SentPages``).
    static let pageHeader = HTTPField.Name("X-WFS-Page")!

    /// The headers of an answer that is edits: JSON.
    private static let scriptChangeHeaders: HTTPFields = {
        var headers = scriptPageHeaders
        headers[.contentType] = "application/json"
        return headers
    }()

    /// A page's headers less those only a document or a cache obeys; the script reads the text as
    /// UTF-8 whatever its type says.
    private static let scriptPageHeaders: HTTPFields = {
        var headers = pageHeaders
        headers[.contentType] = "text/html"
        headers[.contentSecurityPolicy] = nil
        headers[HTTPField.Name("Referrer-Policy")!] = nil
        headers[HTTPField.Name("X-Content-Type-Options")!] = nil
        headers[.vary] = nil
        return headers
    }()

    /// A short plain-text explanation of a refused request.
    static func problem(_ status: HTTPResponse.Status, _ message: String) -> Response {
        Response(
            status: status, headers: safeHeaders(contentType: "text/plain; charset=utf-8"),
            body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n")))
    }

    /// 429: the client asked for too much too fast; `Retry-After` says when it may again, in seconds.
    static func tooMany(_ message: String, retryAfter seconds: Int) -> Response {
        var response = problem(.tooManyRequests, message)
        response.headers[.retryAfter] = String(max(1, seconds))
        return response
    }

    /// A refused request explained on a small page, with a link to go on (`href`, text).
    static func problemPage(_ status: HTTPResponse.Status, _ message: String, link: (String, String)) -> Response {
        let html = """
            <!doctype html>
            <html lang="en">
            <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            \(PageRenderer.themeLink)<title>\(HTMLFragment.text(message))</title></head>
            <body class="wfs-message-page"><p class="wfs-notice" role="alert">\(HTMLFragment.text(message)) <a href="\(HTMLFragment.text(link.0))">\(HTMLFragment.text(link.1))</a></p></body>
            </html>

            """
        return page(html, status: status)
    }

    /// A file built into the server (a stylesheet, the script, the icon). Pages link them with
    /// their version in the URL, so browsers may keep them as long as they like.
    static func builtIn(_ text: String, contentType: String) -> Response {
        builtIn(ByteBuffer(string: text), contentType: contentType)
    }

    /// A built-in file's bytes, as ``builtIn(_:contentType:)`` sends its text; `encoding` names
    /// the coding the bytes are already in (`br`), if any.
    static func builtIn(_ bytes: ByteBuffer, contentType: String, encoding: String? = nil) -> Response {
        var headers = safeHeaders(contentType: contentType)
        headers[.cacheControl] = "public, max-age=31536000, immutable"
        if let encoding { headers[.contentEncoding] = encoding }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: bytes))
    }

    /// "See other": after an event, the browser loads the page again with GET.
    static func redirect(to location: String) -> Response {
        var headers = safeHeaders(contentType: "text/plain; charset=utf-8")
        headers[.location] = location
        return Response(status: .seeOther, headers: headers)
    }

    /// Text made for this request (metrics, a description), never kept by caches.
    static func fresh(_ text: String, contentType: String) -> Response {
        var headers = safeHeaders(contentType: contentType)
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// File contents.
    static func bytes(_ data: Data, contentType: String) -> Response {
        var headers = safeHeaders(contentType: contentType)
        headers[.cacheControl] = "private, max-age=300"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    private static func safeHeaders(contentType: String) -> HTTPFields {
        var headers = commonHeaders
        headers[.contentType] = contentType
        // Text may be sent compressed (ResponseCompression): a cache must keep the forms apart.
        if contentType.hasPrefix("text/") || contentType.hasPrefix("image/svg") {
            headers[.vary] = "Accept-Encoding"
        }
        return headers
    }

    /// Adds the safety headers a response lacks (the router's own errors have none).
    static func addSafeHeaders(to headers: inout HTTPFields) {
        for field in commonHeaders where headers[field.name] == nil { headers.append(field) }
    }

    /// The headers of every response but its content type, made once.
    private static let commonHeaders: HTTPFields = [
        .cacheControl: "no-store",
        .contentSecurityPolicy: contentSecurityPolicy,
        HTTPField.Name("X-Content-Type-Options")!: "nosniff",
        HTTPField.Name("Referrer-Policy")!: "no-referrer",
    ]
}
