/// Text made safe to place in JSON: the one escaper of the JSON this package writes by hand (the
/// JSON form, flow files, the language server's diagnostics, the journal's event entries).
///
/// A string is written as `JSONEncoder` writes it: the quote, the backslash and the control
/// characters escaped (`\b`, `\t`, `\n`, `\f`, `\r`, the others as `\u00xx`), everything else as it
/// is, slashes included. YAML reads the same literal.
public enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` to `bytes` as a JSON string literal in UTF-8, quotes included.
    @inlinable
    public static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendQuoted(utf8: $0, to: &bytes) }
    }

    /// Appends the UTF-8 text `utf8` to `bytes` as a JSON string literal, quotes included.
    @inlinable
    public static func appendQuoted(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var plainFrom = 0
        for (index, byte) in utf8.enumerated()
        where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainFrom..<index]))
            plainFrom = index + 1
            appendEscaped(byte, to: &bytes)
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainFrom...]))
        bytes.append(UInt8(ascii: "\""))
    }

    @usableFromInline
    static func appendEscaped(_ byte: UInt8, to bytes: inout [UInt8]) {
        let escape: UInt8? =
            switch byte {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case 0x08: UInt8(ascii: "b")
            case 0x09: UInt8(ascii: "t")
            case 0x0A: UInt8(ascii: "n")
            case 0x0C: UInt8(ascii: "f")
            case 0x0D: UInt8(ascii: "r")
            default: nil
            }
        bytes.append(UInt8(ascii: "\\"))
        if let escape { return bytes.append(escape) }
        bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
        bytes.append(hexDigit(byte >> 4))
        bytes.append(hexDigit(byte & 0x0F))
    }

    @usableFromInline
    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
