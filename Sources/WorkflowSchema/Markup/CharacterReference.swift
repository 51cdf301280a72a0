/// The five predefined entities and numeric character references; nothing else is expanded.
enum CharacterReference {
    enum Parsed {
        case valid(Unicode.Scalar, length: Int)
        case unterminated
        case unknownEntity(String)
        case invalidCharacter(String)
    }

    /// Parses the reference that starts with `&` at `offset`.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Parsed {
        var end = offset + 1
        let limit = min(bytes.count, offset + 34)
        while end < limit, bytes[end] != ByteClass.semicolon {
            let value = bytes[end]
            guard ByteClass.isNameCharacter(value) || value == ByteClass.hash else { return .unterminated }
            end += 1
        }
        guard end < limit, end > offset + 1 else { return .unterminated }
        let body = String(decoding: UnsafeBufferPointer(rebasing: bytes[(offset + 1)..<end]), as: UTF8.self)
        let length = end - offset + 1
        switch body {
        case "lt": return .valid("<", length: length)
        case "gt": return .valid(">", length: length)
        case "amp": return .valid("&", length: length)
        case "quot": return .valid("\"", length: length)
        case "apos": return .valid("'", length: length)
        default: break
        }
        guard body.hasPrefix("#") else { return .unknownEntity(body) }
        let digits = body.dropFirst()
        let number: UInt32? =
            digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let number, let scalar = Unicode.Scalar(number), isXMLCharacter(scalar) else {
            return .invalidCharacter(body)
        }
        return .valid(scalar, length: length)
    }

    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Decodes an attribute value: references resolved, tabs and line ends become spaces.
    static func decode(_ raw: UnsafeBufferPointer<UInt8>, normalizingWhitespace: Bool) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let value = raw[index]
            if value == ByteClass.ampersand, case .valid(let scalar, let length) = parse(raw, at: index) {
                output.append(contentsOf: Array(String(scalar).utf8))
                index += length
                continue
            }
            if normalizingWhitespace,
                value == ByteClass.carriageReturn || value == ByteClass.newline || value == ByteClass.tab
            {
                if value == ByteClass.carriageReturn, index + 1 < raw.count, raw[index + 1] == ByteClass.newline {
                    index += 1
                }
                output.append(ByteClass.space)
            } else {
                output.append(value)
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes a text run: references resolved, CDATA taken literally, comments and
    /// processing instructions dropped, `\r\n` and `\r` turned into `\n`.
    static func decodeText(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = 0
        func starts(_ literal: StaticString, at offset: Int) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard offset + count <= raw.count else { return false }
            for step in 0..<count where raw[offset + step] != literal.utf8Start[step] { return false }
            return true
        }
        func skip(to terminator: StaticString) -> Int {
            var cursor = index
            while cursor < raw.count, !starts(terminator, at: cursor) { cursor += 1 }
            return cursor
        }
        while index < raw.count {
            let value = raw[index]
            if value == ByteClass.lessThan {
                if starts("<![CDATA[", at: index) {
                    index += 9
                    let end = skip(to: "]]>")
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: raw[index..<end]))
                    index = end + 3
                } else if starts("<!--", at: index) {
                    index = skip(to: "-->") + 3
                } else if starts("<?", at: index) {
                    index = skip(to: "?>") + 2
                } else {
                    output.append(value)
                    index += 1
                }
                continue
            }
            if value == ByteClass.ampersand, case .valid(let scalar, let length) = parse(raw, at: index) {
                output.append(contentsOf: Array(String(scalar).utf8))
                index += length
                continue
            }
            if value == ByteClass.carriageReturn {
                output.append(ByteClass.newline)
                if index + 1 < raw.count, raw[index + 1] == ByteClass.newline { index += 1 }
            } else {
                output.append(value)
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
