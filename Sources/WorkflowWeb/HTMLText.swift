/// Text made safe to place in HTML: element content and quoted attribute values.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references.
    static func escape(_ text: String) -> String {
        // Most texts (ids, class names, tokens, titles) have none of them: give them back as they are.
        guard text.utf8.contains(where: isSpecial) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        escape(text, into: &escaped)
        return escaped
    }

    /// Appends `text` with `&`, `<`, `>`, `"` and `'` written as character references.
    static func escape(_ text: String, into html: inout String) {
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        // Copies the runs between special characters whole; a run starts and ends at ASCII bytes,
        // so each is valid UTF-8 on its own.
        while index != utf8.endIndex {
            let byte = utf8[index]
            if isSpecial(byte) {
                html += text[start..<index]
                html += reference(for: byte)
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        html += text[start..<utf8.endIndex]
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
