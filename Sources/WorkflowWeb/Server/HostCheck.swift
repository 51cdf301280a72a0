import HTTPTypes
import Hummingbird

/// Requests must name an expected host: this stops DNS rebinding, where a page from another site
/// whose name was pointed at 127.0.0.1 could otherwise drive, and read, a server that listens on
/// loopback only.
struct HostCheck: Sendable {
    /// The host names accepted, lower case and without port; nil accepts any.
    let allowedHosts: Set<String>?

    /// The 421 answer to a request that names a host not accepted; nil when it names one.
    func refusal(of request: Request) -> Response? {
        // HTTP/1.1's Host header arrives as the request's authority: a name, then maybe a port.
        guard let allowedHosts, !allowedHosts.contains(Self.hostName(request.head.authority ?? "")) else { return nil }
        return WebResponse.problem(
            .misdirectedRequest, "This server answers to \(allowedHosts.sorted().joined(separator: ", ")) only.")
    }

    /// The name part of an authority, lower case: `localhost` of `LocalHost:8080`, `[::1]` of `[::1]:80`.
    static func hostName(_ authority: String) -> String {
        let lowered = authority.lowercased()
        if lowered.hasPrefix("["), let close = lowered.firstIndex(of: "]") { return String(lowered[...close]) }
        return String(lowered.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }
}
