import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal blocking HTTP/1.1 client for 127.0.0.1: one connection per request (`Connection: close`).
///
/// The web entries use it to make sessions and check answers before `wrk` runs. It blocks its
/// thread, so call it from the main thread, never from a task of the cooperative pool that the
/// servers under test run on.
struct LoopbackHTTPClient {
    /// A response: the status, the header fields (names in lower case) and the body as text.
    struct Reply {
        var status: Int
        var headers: [(name: String, value: String)]
        var body: String
        /// How many bytes the body took on the wire (a compressed body is not text).
        var bodyBytes: Int

        /// The first value of the header `name` (case-insensitive).
        func header(_ name: String) -> String? {
            let lowered = name.lowercased()
            return headers.first { $0.name == lowered }?.value
        }
    }

    let port: Int

    /// Sends `method path` with `headers` and `body`; stops the run when the exchange fails.
    func send(_ method: String, _ path: String, headers: [(String, String)] = [], body: String = "") -> Reply {
        var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        if method != "GET" { request += "Content-Length: \(body.utf8.count)\r\n" }
        request += "\r\n" + body
        let bytes = exchange(Array(request.utf8))
        guard let reply = Self.parse(bytes) else {
            fail("\(method) \(path): no HTTP response from 127.0.0.1:\(port) (\(bytes.count) bytes)")
        }
        return reply
    }

    /// Writes `request` on a new connection and reads until the server closes it.
    private func exchange(_ request: [UInt8]) -> [UInt8] {
        let descriptor = connectAndWrite(request)
        defer { close(descriptor) }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count >= 0 else { fail("read from port \(port): \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            response += buffer[0..<count]
        }
        return response
    }

    /// Sends `GET path` with `headers` and reads the response's head, leaving the connection open on
    /// a response that streams (a push channel): its descriptor, which the caller closes, and its status.
    func openStream(_ path: String, headers: [(String, String)]) -> (descriptor: Int32, status: Int) {
        var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        let descriptor = connectAndWrite(Array((request + "\r\n").utf8))
        var head: [UInt8] = []
        var byte: UInt8 = 0
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        while !head.suffix(4).elementsEqual(separator), head.count < 16 * 1024 {
            guard read(descriptor, &byte, 1) == 1 else { fail("GET \(path): the connection ended before its head") }
            head.append(byte)
        }
        let status = Int(String(decoding: head, as: UTF8.self).split(separator: " ").dropFirst().first ?? "") ?? 0
        return (descriptor, status)
    }

    /// A new connection to the port with `request` written on it; stops the run when that fails.
    private func connectAndWrite(_ request: [UInt8]) -> Int32 {
        #if os(Linux)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { fail("socket: \(String(cString: strerror(errno)))") }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))

        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { fail("connect to port \(port): \(String(cString: strerror(errno)))") }

        var written = 0
        while written < request.count {
            let count = request[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { fail("write to port \(port): \(String(cString: strerror(errno)))") }
            written += count
        }
        return descriptor
    }

    /// The status line, headers and body of a whole response; nil when it is not one.
    private static func parse(_ bytes: [UInt8]) -> Reply? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else { return nil }
        let head = String(decoding: bytes[..<end], as: UTF8.self)
        let body = String(decoding: bytes[(end + separator.count)...], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")[...]
        guard let statusLine = lines.popFirst() else { return nil }
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else { return nil }
        let headers = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (
                line[..<colon].lowercased(),
                line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            )
        }
        return Reply(status: status, headers: headers, body: body, bodyBytes: bytes.count - end - separator.count)
    }
}
