/// Reads JSON (RFC 8259) into ``JSONNode``s with line, column and byte offset for every value
/// and key, within ``MarkupLimits``.
///
/// Foundation's `JSONSerialization` and `JSONDecoder` give no positions, and diagnostics must
/// point at the line that is wrong, so this small reader is written by hand.
struct JSONParser {
    /// A JSON document that is not well-formed, or that exceeds a limit.
    struct Failure: Error {
        let code: DiagnosticCode
        let message: String
        let location: SourceLocation
    }

    private let bytes: [UInt8]
    private let limits: MarkupLimits
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0
    private var valueCount = 0

    /// The most values read: an element takes up to three (its object, an array, a text).
    static func valueBudget(_ limits: MarkupLimits) -> Int {
        limits.maxElements.multipliedReportingOverflow(by: 3).overflow ? Int.max : limits.maxElements * 3
    }

    init(bytes: [UInt8], limits: MarkupLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// Reads the whole document: one value, with only whitespace around it.
    mutating func parseDocument() throws(Failure) -> JSONNode {
        var isASCII = true
        let problem = bytes.withUnsafeBufferPointer { EncodingCheck.problem(in: $0, isASCII: &isASCII) }
        // A byte order mark takes no column.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if let problem {
            while index < problem.offset { advance() }
            throw failure(problem.code, problem.message)
        }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw failure(.invalidJSON, "there is more after the document's value") }
        return value
    }

    private var location: SourceLocation { SourceLocation(line: line, column: column, offset: index) }

    private func failure(_ code: DiagnosticCode, _ message: String) -> Failure {
        Failure(code: code, message: message, location: location)
    }

    /// Moves past one byte; CR, LF and CR LF each end a line, as in the XML reader.
    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            if index >= 2, bytes[index - 2] == UInt8(ascii: "\r") { return }
            line += 1
            column = 1
        } else if byte == UInt8(ascii: "\r") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): advance()
            default: return
            }
        }
    }

    private mutating func expect(_ character: Character) throws(Failure) {
        guard index < bytes.count, bytes[index] == character.asciiValue! else {
            throw failure(.invalidJSON, "expected '\(character)' \(found)")
        }
        advance()
    }

    /// What is at the current position, for messages.
    private var found: String {
        guard index < bytes.count else { return "at the end of the file" }
        let byte = bytes[index]
        guard byte >= 0x20, byte < 0x7F else { return "but found a byte 0x\(String(byte, radix: 16, uppercase: true))" }
        return "but found '\(Character(Unicode.Scalar(byte)))'"
    }

    private mutating func parseValue() throws(Failure) -> JSONNode {
        guard index < bytes.count else { throw failure(.invalidJSON, "expected a value at the end of the file") }
        // The whole tree is built before it is read, so its size is bounded here.
        valueCount += 1
        guard valueCount <= Self.valueBudget(limits) else {
            throw failure(
                .tooManyElements,
                "the document has more than \(Self.valueBudget(limits)) JSON values (three times MarkupLimits.maxElements)"
            )
        }
        let start = location
        let value: JSONNode.Value
        switch bytes[index] {
        case UInt8(ascii: "{"): value = try parseObject()
        case UInt8(ascii: "["): value = try parseArray()
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "t"): value = try parseWord("true", .bool(true))
        case UInt8(ascii: "f"): value = try parseWord("false", .bool(false))
        case UInt8(ascii: "n"): value = try parseWord("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
        default:
            throw failure(
                .invalidJSON, "expected a value (an object, array, string, number, true, false or null) \(found)")
        }
        return JSONNode(value: value, range: SourceRange(start: start, end: location))
    }

    /// The deepest JSON nesting read: an element takes up to three levels (its object, `"#"`'s
    /// array, the item's object), and the parser recurses, so the depth is also capped where the
    /// stack is safe on a small thread.
    static let nestingCeiling = 768

    private mutating func enter() throws(Failure) {
        depth += 1
        let limit = min(limits.effectiveMaxDepth * 3 + 1, Self.nestingCeiling)
        guard depth <= limit else {
            throw failure(
                .nestingTooDeep,
                "JSON values are nested more than \(limit) deep (three times MarkupLimits.maxDepth, plus one, "
                    + "and at most \(Self.nestingCeiling))")
        }
    }

    private mutating func parseObject() throws(Failure) -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        advance()
        var members: [JSONNode.Member] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            advance()
            return .object(members)
        }
        while true {
            skipWhitespace()
            if !members.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                throw failure(.invalidJSON, "JSON allows no comma before '}'; remove the last comma")
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure(.invalidJSON, "expected a key in double quotes \(found)")
            }
            let keyStart = location
            let key = try parseString()
            let keyRange = SourceRange(start: keyStart, end: location)
            skipWhitespace()
            try expect(":")
            skipWhitespace()
            members.append(JSONNode.Member(key: key, keyRange: keyRange, value: try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw failure(.invalidJSON, "the object is not closed with '}'") }
            if bytes[index] == UInt8(ascii: "}") {
                advance()
                return .object(members)
            }
            try expect(",")
        }
    }

    private mutating func parseArray() throws(Failure) -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        advance()
        var items: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            advance()
            return .array(items)
        }
        while true {
            skipWhitespace()
            if !items.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw failure(.invalidJSON, "JSON allows no comma before ']'; remove the last comma")
            }
            items.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw failure(.invalidJSON, "the array is not closed with ']'") }
            if bytes[index] == UInt8(ascii: "]") {
                advance()
                return .array(items)
            }
            try expect(",")
        }
    }

    private mutating func parseWord(_ word: String, _ value: JSONNode.Value) throws(Failure) -> JSONNode.Value {
        let start = location
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else {
                throw Failure(code: .invalidJSON, message: "expected '\(word)' \(found)", location: start)
            }
            advance()
        }
        return value
    }

    private mutating func parseNumber() throws(Failure) -> String {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            var count = 0
            while parser.index < parser.bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
            {
                parser.advance()
                count += 1
            }
            return count
        }
        if bytes[index] == UInt8(ascii: "-") { advance() }
        let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
        let whole = digits(&self)
        guard whole > 0 else { throw failure(.invalidJSON, "expected digits in the number \(found)") }
        guard !leadingZero || whole == 1 else { throw failure(.invalidJSON, "a number cannot start with 0") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            advance()
            guard digits(&self) > 0 else { throw failure(.invalidJSON, "expected digits after '.' \(found)") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            advance()
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { advance() }
            guard digits(&self) > 0 else { throw failure(.invalidJSON, "expected digits in the exponent \(found)") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseString() throws(Failure) -> String {
        let start = location
        advance()
        var scalars = String.UnicodeScalarView()
        var run = index
        var length = 0
        // The document was checked to be UTF-8 before parsing.
        func flush(_ parser: JSONParser) {
            guard run < parser.index else { return }
            scalars.append(contentsOf: String(decoding: parser.bytes[run..<parser.index], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard index < bytes.count else {
                throw Failure(
                    code: .invalidJSON, message: "the string that starts here is not closed with '\"'", location: start)
            }
            let byte = bytes[index]
            length += 1
            guard length <= limits.maxTextBytes else {
                throw failure(
                    .textTooLong, "a string is longer than \(limits.maxTextBytes) bytes (MarkupLimits.maxTextBytes)")
            }
            switch byte {
            case UInt8(ascii: "\""):
                flush(self)
                advance()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(self)
                advance()
                let scalar = try parseEscape()
                // An escape's text counts as it will be stored (up to four bytes).
                length += scalar.utf8.count - 1
                scalars.append(scalar)
                run = index
            case 0..<0x20:
                throw failure(.invalidJSON, "a control character must be escaped in a string (a line break is \\n)")
            default:
                advance()
            }
        }
    }

    private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
        guard index < bytes.count else { throw failure(.invalidJSON, "the string is not closed with '\"'") }
        let byte = bytes[index]
        advance()
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try parseHexUnit()
            if (0xD800..<0xDC00).contains(unit) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw failure(
                        .invalidJSON, "a high surrogate \\u\(String(unit, radix: 16)) must be followed by a low one")
                }
                advance()
                advance()
                let low = try parseHexUnit()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw failure(.invalidJSON, "a high surrogate must be followed by a low one")
                }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(unit) else {
                throw failure(.invalidJSON, "a low surrogate \\u\(String(unit, radix: 16)) without a high one")
            }
            let isAllowedControl = unit == 0x09 || unit == 0x0A || unit == 0x0D
            guard (unit >= 0x20 || isAllowedControl) && unit != 0xFFFE && unit != 0xFFFF else {
                throw failure(
                    .invalidCharacter,
                    "the character U+\(String(unit, radix: 16, uppercase: true)) is not allowed in a schema")
            }
            return scalar
        case UInt8(ascii: "b"), UInt8(ascii: "f"):
            throw failure(
                .invalidCharacter,
                "the character U+000\(byte == UInt8(ascii: "b") ? "8" : "C") is not allowed in a schema")
        default:
            let shown =
                byte < 0x80 ? "'\\\(Character(Unicode.Scalar(byte)))'" : "a backslash before a non-ASCII character"
            throw failure(
                .invalidJSON,
                "\(shown) is not an escape; use \\\" \\\\ \\/ \\n \\r \\t or \\uXXXX"
            )
        }
    }

    private mutating func parseHexUnit() throws(Failure) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
                throw failure(.invalidJSON, "expected four hexadecimal digits after \\u \(found)")
            }
            unit = unit << 4 | UInt32(digit)
            advance()
        }
        return unit
    }
}
