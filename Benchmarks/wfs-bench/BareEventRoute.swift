#if ServerBenchmarks
import Hummingbird

/// The floor of the web entries: a bare Hummingbird route that takes an event and answers a page.
///
/// `POST /events` collects the body (up to 16 KiB, as the real route does) and answers 200 with a
/// fixed HTML document of the real page's length, as a route that returns its HTML string would.
/// No session, no form parsing, no rendering: what is left is HTTP on Hummingbird.
enum BareEventRoute {
    /// A router with the one route, answering a document of exactly `pageBytes` bytes.
    static func router(pageBytes: Int) -> Router<BasicRequestContext> {
        let page = document(bytes: pageBytes)
        let router = Router()
        router.post("/events") { request, _ -> Response in
            let body = try await request.body.collect(upTo: 16 * 1024)
            guard body.readableBytes > 0 else { return Response(status: .badRequest) }
            return Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
        }
        return router
    }

    /// A small HTML document padded to `bytes` bytes (UTF-8).
    static func document(bytes: Int) -> String {
        let head =
            "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Floor</title></head><body><p>"
        let tail = "</p></body></html>\n"
        let padding = max(0, bytes - head.utf8.count - tail.utf8.count)
        return head + String(repeating: "x", count: padding) + tail
    }
}
#endif
