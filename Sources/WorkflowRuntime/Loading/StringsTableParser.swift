import Foundation
import WorkflowSchema

/// A recursive-descent reader over the decoded scalars of one table.
struct StringsTableParser {
    let scalars: [Unicode.Scalar]
    var index = 0
    var cursor = StringsTableCursor()

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// The place of the current scalar.
    var position: SourceLocation { cursor.location }

    mutating func advance() {
        cursor.advance(over: scalars[index])
        index += 1
    }

    func error(_ message: String, at location: SourceLocation? = nil) -> StringsTableError {
        let at = location ?? position
        return StringsTableError(line: at.line, column: at.column, message: message)
    }

    mutating func parseTable() throws(StringsTableError) -> [String: String] {
        var table: [String: String] = [:]
        while true {
            try skipTrivia()
            guard current != nil else { return table }
            let key = try parseString(expecting: "a key")
            let afterKey = position
            try skipTrivia()
            if current == ";" {
                advance()
                table[key] = key
                continue
            }
            guard current == "=" else {
                throw error("expected \"=\" or \";\" after the key \(quoted(key))", at: afterKey)
            }
            advance()
            try skipTrivia()
            let value = try parseString(expecting: "a value after \"=\"")
            let afterValue = position
            try skipTrivia()
            guard current == ";" else {
                throw error("expected \";\" after the value of \(quoted(key))", at: afterValue)
            }
            advance()
            table[key] = value
        }
    }

    /// Skips white space and comments.
    mutating func skipTrivia() throws(StringsTableError) {
        while let scalar = current {
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                advance()
            } else if scalar == "/", peek(1) == "*" {
                let start = position
                advance()
                advance()
                while current != nil, !(current == "*" && peek(1) == "/") { advance() }
                guard current != nil else {
                    throw error("unterminated comment: the closing \"*/\" is missing", at: start)
                }
                advance()
                advance()
            } else if scalar == "/", peek(1) == "/" {
                while let next = current, next != "\n", next != "\r" { advance() }
            } else {
                return
            }
        }
    }

    mutating func parseString(expecting what: String) throws(StringsTableError) -> String {
        guard let scalar = current else { throw error("expected \(what), but the file ends") }
        if scalar == "\"" { return try parseQuoted() }
        guard Self.isUnquoted(scalar) else { throw error("expected \(what), found \(describe(scalar))") }
        var text = String.UnicodeScalarView()
        while let next = current, Self.isUnquoted(next) {
            text.append(next)
            advance()
        }
        return String(text)
    }

    static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_", ".", "$", ":", "/", "-": true
        default: false
        }
    }

    mutating func parseQuoted() throws(StringsTableError) -> String {
        let start = position
        advance()
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = current else {
                throw error("unterminated string: the closing quote is missing", at: start)
            }
            if scalar == "\"" {
                advance()
                return String(text)
            }
            if scalar == "\\" {
                text.append(try parseEscape(stringStart: start))
            } else {
                text.append(scalar)
                advance()
            }
        }
    }

    /// Reads one escape sequence, the backslash included.
    mutating func parseEscape(stringStart: SourceLocation) throws(StringsTableError) -> Unicode.Scalar {
        let start = position
        advance()
        guard let scalar = current else {
            throw error("unterminated string: the closing quote is missing", at: stringStart)
        }
        if let control = Self.controlEscape(scalar) {
            advance()
            return control
        }
        switch scalar {
        case "0"..."7":
            var value: UInt32 = 0
            var digits = 0
            while digits < 3, let digit = current, ("0"..."7").contains(digit) {
                value = value * 8 + (digit.value - 48)
                digits += 1
                advance()
            }
            return Unicode.Scalar(value)!
        case "U", "u":
            let high = try parseHexEscapeDigits(escapeStart: start)
            if (0xDC00...0xDFFF).contains(high) {
                throw error("\\U\(hex(high)) is the second half of a surrogate pair without a first half", at: start)
            }
            if (0xD800...0xDBFF).contains(high) {
                let lowStart = position
                guard current == "\\", peek(1) == "U" || peek(1) == "u" else {
                    throw error(
                        "\\U\(hex(high)) is the first half of a surrogate pair without a second half", at: start)
                }
                advance()
                let low = try parseHexEscapeDigits(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error(
                        "\\U\(hex(high)) is the first half of a surrogate pair without a second half", at: start)
                }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            return Unicode.Scalar(high)!
        default:
            advance()
            return scalar
        }
    }

    /// The character of a one-letter control escape such as `\n`, or nil.
    static func controlEscape(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar {
        case "n": "\n"
        case "t": "\t"
        case "r": "\r"
        case "a": "\u{07}"
        case "b": "\u{08}"
        case "f": "\u{0C}"
        case "v": "\u{0B}"
        default: nil
        }
    }

    /// Reads the `U` and up to four hexadecimal digits of a `\U` escape.
    mutating func parseHexEscapeDigits(escapeStart: SourceLocation) throws(StringsTableError) -> UInt32 {
        advance()
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, let digit = current, let digitValue = Self.hexValue(digit) {
            value = value * 16 + digitValue
            digits += 1
            advance()
        }
        guard digits > 0 else { throw error("expected hexadecimal digits after \\U", at: escapeStart) }
        return value
    }

    static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 87
        case "A"..."F": scalar.value - 55
        default: nil
        }
    }

    func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    func quoted(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)).debugDescription + "…" : text.debugDescription
    }

    func describe(_ scalar: Unicode.Scalar) -> String {
        scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
            ? "U+\(hex(scalar.value))" : "\"\(Character(scalar))\""
    }
}
