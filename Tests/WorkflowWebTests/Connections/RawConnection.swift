import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP connection to the server under test that sends bytes as a client of any speed would,
/// from a loopback address of the test's choice; for the time limits and shares of connections.
final class RawConnection: @unchecked Sendable {
    private var descriptor: Int32

    /// Connects to 127.0.0.1:`port` from `source` (any 127.x.x.x address), or throws.
    init(port: Int, from source: String = "127.0.0.1") throws {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure("socket: \(String(cString: strerror(errno)))") }
        var local = Self.address(source, port: 0)
        var remote = Self.address("127.0.0.1", port: port)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw Failure("bind \(source): \(String(cString: strerror(errno)))") }
        let connected = withUnsafePointer(to: &remote) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure("connect: \(String(cString: strerror(errno)))") }
    }

    deinit {
        disconnect()
    }

    /// Closes the connection from this end.
    func disconnect() {
        guard descriptor >= 0 else { return }
        _ = close(descriptor)
        descriptor = -1
    }

    /// Sends `text` whole.
    func write(_ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw Failure("send: \(String(cString: strerror(errno)))") }
            sent += count
        }
    }

    /// Reads until the server closes the connection or `limit` passes: what came, and after how
    /// long it was closed (nil when it was still open at the limit). The wait is on a thread of its
    /// own: on the concurrency pool's two threads it would hold up the server under test.
    func readUntilClosed(within limit: Duration) async -> (text: String, closedAfter: Duration?) {
        await withCheckedContinuation { continuation in
            let connection = UncheckedBox(self)
            Thread.detachNewThread { continuation.resume(returning: connection.value.blockingRead(within: limit)) }
        }
    }

    private func blockingRead(within limit: Duration) -> (text: String, closedAfter: Duration?) {
        let started = ContinuousClock.now
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let left = limit - started.duration(to: .now)
            guard left > .zero else { return (String(decoding: received, as: UTF8.self), nil) }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(
                left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
            guard poll(&poller, 1, max(1, milliseconds)) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return (String(decoding: received, as: UTF8.self), started.duration(to: .now)) }
            received += buffer[..<count]
        }
    }

    private static func address(_ text: String, port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, text, &address.sin_addr)
        return address
    }

    /// Carries the connection to the reading thread; the test awaits the read, so nothing else uses it meanwhile.
    private struct UncheckedBox: @unchecked Sendable {
        let value: RawConnection
        init(_ value: RawConnection) { self.value = value }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
