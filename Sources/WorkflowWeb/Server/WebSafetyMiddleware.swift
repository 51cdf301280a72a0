import HTTPTypes
import Hummingbird

/// Guards every request and response of the server: requests must name an expected host, and
/// every response (the router's own 404 and 405 too) carries the headers that keep a page safe.
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
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        WebResponse.addSafeHeaders(to: &response.headers)
        return response
    }
}
