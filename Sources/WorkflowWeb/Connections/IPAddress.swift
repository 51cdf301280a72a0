import Foundation
import NIOCore

/// An IPv4 or IPv6 address as its bytes (4 or 16), read from a socket or from text.
public struct IPAddress: Hashable, Sendable, CustomStringConvertible {
    /// The address's bytes, 4 for IPv4 and 16 for IPv6; an IPv4 address mapped into IPv6
    /// (`::ffff:192.0.2.1`) is read as the IPv4 address.
    public let bytes: [UInt8]

    /// Reads `text`, such as `192.0.2.1` or `2001:db8::1` (brackets allowed); nil for anything else.
    public init?(_ text: some StringProtocol) {
        var text = String(text).trimmingCharacters(in: [" ", "\t"])
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        guard !text.isEmpty, text.utf8.count <= 64, let socket = try? SocketAddress(ipAddress: text, port: 0) else {
            return nil
        }
        self.init(socket)
    }

    /// The address of `socket`, nil for a Unix domain socket or none.
    public init?(_ socket: SocketAddress?) {
        switch socket {
        case .v4(let address)?:
            let value = UInt32(bigEndian: address.address.sin_addr.s_addr)
            bytes = [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        case .v6(let address)?:
            var storage = address.address.sin6_addr
            let all = withUnsafeBytes(of: &storage) { Array($0) }
            let mapped: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF]
            bytes = Array(all.prefix(12)) == mapped ? Array(all.suffix(4)) : all
        default:
            return nil
        }
    }

    /// Whether it is an IPv4 address.
    public var isIPv4: Bool { bytes.count == 4 }

    /// What the server counts a client under: an IPv4 address whole, and the /64 network of an
    /// IPv6 address, since one subscriber commonly holds a whole /64.
    var clientKey: String {
        isIPv4 ? description : IPAddress.hex(bytes.prefix(8)) + "::/64"
    }

    public var description: String {
        if isIPv4 { return bytes.map(String.init).joined(separator: ".") }
        return IPAddress.hex(bytes[...])
    }

    /// IPv6 bytes as colon-separated groups, without shortening.
    private static func hex(_ bytes: ArraySlice<UInt8>) -> String {
        stride(from: bytes.startIndex, to: bytes.endIndex, by: 2).map { index in
            String(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]), radix: 16)
        }.joined(separator: ":")
    }
}
