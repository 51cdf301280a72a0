import HTTPTypes
import Hummingbird

/// Guards every request and response of the server: requests must name an expected host, and
/// the router's own errors (404, 405) get the headers that keep a page safe, which the
/// server's responses have already.
///
/// The host check stops DNS rebinding: a page from another site whose name was pointed at
/// 127.0.0.1 could otherwise drive, and read, a server that listens on loopback only.
struct WebSafetyMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The `Host` values accepted, lower case; nil accepts any.
    let allowedHosts: Set<String>?

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // HTTP/1.1's Host header arrives as the request's authority.
        if let allowedHosts, !allowedHosts.contains((request.head.authority ?? "").lowercased()) {
            return WebResponse.problem(
                .misdirectedRequest, "This server answers to \(allowedHosts.sorted().joined(separator: ", ")) only.")
        }
        do {
            // The server's own responses are made with the safety headers (`WebResponse`).
            return try await next(request, context)
        } catch let error as any HTTPResponseError {
            var response = try error.response(from: request, context: context)
            WebResponse.addSafeHeaders(to: &response.headers)
            return response
        }
    }
}
