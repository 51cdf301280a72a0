import Crypto

/// Session ids (a browser's cookie, a native app's token): 128 random bits from the system's
/// generator as 32 lower-case hexadecimal digits, so they cannot be guessed.
public enum SessionID {
    /// A new id.
    public static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let word = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - word.count) + word
        }.joined()
    }

    /// Whether `id` has the form of an id this server makes: a session is made under no other.
    public static func isWellFormed(_ id: String) -> Bool {
        id.utf8.count == 32 && id.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// The token the forms of a session made at its first event carry (its CSRF token), from its
    /// id and the version of the schema its first screen was shown from: any server sharing
    /// the store knows the first event's form for its session's page, with no secret to share, and
    /// a page of another version of the schema is not taken for one of this version. It tells
    /// nothing of the id, which is the key: only a page of the session's own origin can read it.
    public static func formToken(of id: String, schemaVersion: String) -> String {
        digest("wfs-form:\(id):\(schemaVersion)")
    }

    /// The first 128 bits of the SHA-256 digest of `text`, as 32 hexadecimal digits.
    static func digest(_ text: String) -> String {
        SHA256.hash(data: Array(text.utf8)).prefix(16).map { byte in
            let digits = String(byte, radix: 16)
            return byte < 16 ? "0" + digits : digits
        }.joined()
    }
}
