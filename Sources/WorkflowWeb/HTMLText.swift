/// Text made safe to place in HTML: element content and quoted attribute values.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references.
    static func escape(_ text: String) -> String {
        // Most texts (ids, class names, tokens, titles) have none of them: give them back as they are.
        guard text.utf8.contains(where: isSpecial) else { return text }
        var escaped = HTMLBuffer(capacity: text.utf8.count + 16)
        escape(text, into: &escaped)
        return escaped.string
    }

    /// Appends `text` with `&`, `<`, `>`, `"` and `'` written as character references.
    static func escape(_ text: String, into html: inout HTMLBuffer) {
        var text = text
        text.withUTF8 { utf8 in
            // Copies the runs between special characters whole.
            var start = 0
            for index in utf8.indices where isSpecial(utf8[index]) {
                html.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                html += reference(for: utf8[index])
                start = index + 1
            }
            html.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
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
