/// A short fingerprint of a file's bytes, to tell whether a schema changed between two runs, and
/// the key a ``SchemaWorkspace`` keeps loaded texts by.
///
/// FNV-1a over 64 bits with the byte count: fast enough to take on every load, stable across
/// processes and machines (unlike `Hasher`), and meant to notice edits, not to resist someone
/// forging a collision (whoever can write the schema files needs no collision).
public enum ContentDigest {
    /// The digest of `bytes`, such as `fnv1a64-2f0c…-1532`.
    public static func of(_ bytes: some Sequence<UInt8>) -> String {
        var count = 0
        let hash = fnv1a64(bytes.lazy.map { byte in
            count += 1
            return byte
        })
        return of(hash: hash, count: count)
    }

    /// The digest of a text of `count` bytes whose ``fnv1a64(_:)`` is `hash`.
    static func of(hash: UInt64, count: Int) -> String {
        "fnv1a64-" + hexadecimal(hash) + "-\(count)"
    }

    /// 64-bit FNV-1a of `bytes`.
    public static func fnv1a64(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }

    /// `hash` as 16 hexadecimal digits.
    public static func hexadecimal(_ hash: UInt64) -> String {
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
