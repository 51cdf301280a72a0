import HTTPTypes
import Hummingbird

/// Guards every request and response of the server: requests must name an expected host, and
/// the router's own errors (404, 405) get the headers that keep a page safe, which the
/// server's responses have already.
///
/// The host check stops DNS rebinding: a page from another site whose name was pointed at
/// 127.0.0.1 could otherwise drive, and read, a server that listens on loopback only.
struct WebSafetyMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The host names accepted, lower case and without port; nil accepts any.
    let allowedHosts: Set<String>?

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // HTTP/1.1's Host header arrives as the request's authority: a name, then maybe a port.
        if let allowedHosts, !allowedHosts.contains(Self.hostName(request.head.authority ?? "")) {
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

    /// The name part of an authority, lower case: `localhost` of `LocalHost:8080`, `[::1]` of `[::1]:80`.
    static func hostName(_ authority: String) -> String {
        let lowered = authority.lowercased()
        if lowered.hasPrefix("["), let close = lowered.firstIndex(of: "]") { return String(lowered[...close]) }
        return String(lowered.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }
}
