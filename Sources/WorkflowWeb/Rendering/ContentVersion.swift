/// A short name for a version of some text, put in the URLs of served files so that a browser's
/// cache never serves an older version.
enum ContentVersion {
    /// 64-bit FNV-1a of `text`'s UTF-8 bytes, as 16 hexadecimal digits.
    static func of(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
