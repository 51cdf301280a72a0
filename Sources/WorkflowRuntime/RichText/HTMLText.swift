/// Text made safe to place in HTML, element content and quoted attribute values: the one escaper
/// of the HTML this package writes (sanitised rich text here, the pages of WorkflowWeb).
public enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references.
    public static func escape(_ text: String) -> String {
        // Most texts (ids, class names, tokens, titles) have none of them: give them back as they are.
        guard text.utf8.contains(where: isSpecial) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 16)
        escape(text, into: &escaped)
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Appends `text` with `&`, `<`, `>`, `"` and `'` written as character references.
    public static func escape(_ text: String, into bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            // Copies the runs between special characters whole.
            var start = 0
            for index in utf8.indices where isSpecial(utf8[index]) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                bytes.append(contentsOf: reference(for: utf8[index]).utf8)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    private static func reference(for byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: "&#39;"
        }
    }
}
