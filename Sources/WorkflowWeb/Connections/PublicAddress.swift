import Foundation

/// Where people reach the app (`wfs serve --public-url https://app.example.com/`): its host is
/// accepted by the host check, and with `https` the session cookie is sent only over HTTPS (`Secure`).
public struct PublicAddress: Sendable, Hashable, CustomStringConvertible {
    /// Whether people reach the app over HTTPS.
    public let isHTTPS: Bool
    /// The host name, lower case (an IPv6 address in brackets).
    public let host: String
    /// The port, when the address names one.
    public let port: Int?

    /// Reads `http[s]://HOST[:PORT][/]`; nil for anything else (a path, a query, a user name).
    public init?(_ text: String) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "https" || scheme == "http", let host = components.host, !host.isEmpty,
            components.path.isEmpty || components.path == "/", components.query == nil, components.fragment == nil,
            components.user == nil, components.password == nil
        else { return nil }
        isHTTPS = scheme == "https"
        let lowered = host.lowercased()
        self.host = lowered.contains(":") && !lowered.hasPrefix("[") ? "[\(lowered)]" : lowered
        port = components.port
        if let port, !(1...65_535).contains(port) { return nil }
    }

    public var description: String {
        "\(isHTTPS ? "https" : "http")://\(host)\(port.map { ":\($0)" } ?? "")/"
    }
}
