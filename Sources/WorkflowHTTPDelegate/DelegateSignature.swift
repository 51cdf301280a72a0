import Crypto
import Foundation

/// The signature that lets a backend check a request came from this server: HMAC-SHA256, with
/// the secret both share, of the timestamp, a full stop and the body.
///
/// Sent as `X-WFS-Signature: sha256=HEX` beside `X-WFS-Timestamp: SECONDS`; a backend recomputes
/// it, compares in constant time, and refuses old timestamps (a replayed request).
struct DelegateSignature: Sendable {
    private let key: SymmetricKey

    /// A signer with `secret`, which must not be empty.
    init?(secret: String) {
        guard !secret.isEmpty else { return nil }
        key = SymmetricKey(data: Data(secret.utf8))
    }

    /// The header value for `body` sent at `timestamp` (Unix seconds).
    func headerValue(timestamp: Int, body: [UInt8]) -> String {
        var message = Array("\(timestamp).".utf8)
        message += body
        let code = HMAC<SHA256>.authenticationCode(for: message, using: key)
        return "sha256=" + code.map { String(format: "%02x", $0) }.joined()
    }
}
