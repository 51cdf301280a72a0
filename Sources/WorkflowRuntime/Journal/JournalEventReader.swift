import Foundation
import WorkflowSchema

/// Reads a journal entry that records an event from the JSON ``JournalEventWriter`` writes,
/// without going through `Codable`.
///
/// Entries are read back on every restore, and by a server whose session another server moved on
/// (before its next event there): `JSONDecoder` took most of an entry's read. This reader takes
/// exactly the writer's form (its key order, no spaces) and gives nil for anything else, which
/// `JournalEntry(decoding:)` then hands to `JSONDecoder`: what it accepts, it reads as
/// `JSONDecoder` would. Tests compare the two on every kind of event.
struct JournalEventReader {
    private let bytes: UnsafeRawBufferPointer
    private var index = 0

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The entry in `data`, when it is an event's entry in the writer's form; nil otherwise.
    static func entry(from data: Data) -> JournalEntry? {
        data.withUnsafeBytes { bytes in
            var reader = JournalEventReader(bytes: bytes)
            return reader.readEntry()
        }
    }

    private mutating func readEntry() -> JournalEntry? {
        guard skip("{\"event\":{\""), let event = readEvent(), skip("},\"n\":"), let sequence = readInteger(),
            skip(",\"t\":"), let time = readNumber(), skip(",\"v\":"), let version = readInteger(), skip("}"),
            index == bytes.count
        else { return nil }
        var entry = JournalEntry(
            sequence: sequence, date: Date(timeIntervalSinceReferenceDate: time), record: .event(event))
        entry.version = version
        return entry
    }

    /// `NAME":{…}`: the event's case and its object, as ``JournalEventWriter`` writes them.
    private mutating func readEvent() -> Event? {
        let nameStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
        let name = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
        guard skip("\":{") else { return nil }
        if name == "back" || name == "dismiss" { return skip("}") ? (name == "back" ? .back : .dismiss) : nil }
        guard skip("\"_0\":"), let raw = readString() else { return nil }
        let id = ElementID(rawValue: raw)
        let event: Event?
        switch name {
        case "tap": event = .tap(id)
        case "pressReturn": event = .pressReturn(id)
        case "toggle": event = .toggle(id)
        case "tapAccessory": event = .tapAccessory(id)
        case "taps": event = skip(",\"count\":") ? readInteger().map { .taps(id, count: $0) } : nil
        case "longPress": event = skip(",\"duration\":") ? readNumber().map { .longPress(id, duration: $0) } : nil
        case "swipe":
            event = skip(",\"direction\":") ? readString().flatMap(SwipeDirection.init(rawValue:)).map { .swipe(id, direction: $0) } : nil
        case "enterText": event = skip(",\"text\":") ? readString().map { .enterText(id, text: $0) } : nil
        case "setValue": event = skip(",\"value\":") ? readString().map { .setValue(id, value: $0) } : nil
        default: event = nil
        }
        return skip("}") ? event : nil
    }

    /// Moves past `text` when the bytes at the index are `text`.
    private mutating func skip(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let matches = text.withUTF8Buffer { expected in
            for offset in 0..<count where bytes[index + offset] != expected[offset] { return false }
            return true
        }
        if matches { index += count }
        return matches
    }

    /// A JSON integer that fits an `Int`: an optional minus, then digits without a leading zero.
    private mutating func readInteger() -> Int? {
        let start = index
        guard skipIntegerPart() else { return nil }
        // A fraction or an exponent: not the writer's integer.
        if index < bytes.count, case let next = bytes[index],
            next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E")
        {
            return nil
        }
        return Int(text(from: start))
    }

    /// A JSON number as a `Double`, read as Swift reads the text (correctly rounded, as `JSONDecoder`).
    private mutating func readNumber() -> Double? {
        let start = index
        // JSON's grammar: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
        guard skipIntegerPart() else { return nil }
        if skip("."), skipDigits() == 0 { return nil }
        if skip("e") || skip("E") {
            if !skip("+") { _ = skip("-") }
            guard skipDigits() > 0 else { return nil }
        }
        return Double(text(from: start)).flatMap { $0.isFinite ? $0 : nil }
    }

    /// Moves past `-? (0 | [1-9][0-9]*)`; false when the bytes at the index are not that.
    private mutating func skipIntegerPart() -> Bool {
        _ = skip("-")
        let digitsStart = index
        let digits = skipDigits()
        return digits == 1 || (digits > 1 && bytes[digitsStart] != UInt8(ascii: "0"))
    }

    /// Moves past the digits at the index; how many.
    private mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    /// The bytes from `start` to the index, as text.
    private func text(from start: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// A JSON string: its escapes, `\uXXXX` with surrogate pairs; nil for a control character, a
    /// lone surrogate or bytes that are not UTF-8. Runs without escapes are copied whole: a text
    /// of kilobytes reads at memory speed.
    private mutating func readString() -> String? {
        guard skip("\"") else { return nil }
        var unescaped: [UInt8]?  // made at the first escape
        var runStart = index
        var isASCII = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let run = UnsafeRawBufferPointer(rebasing: bytes[runStart..<index])
                index += 1
                guard var text = unescaped else {
                    return isASCII || Self.isUTF8(run) ? String(decoding: run, as: UTF8.self) : nil
                }
                text.append(contentsOf: run)
                return isASCII || Self.isUTF8(text) ? String(decoding: text, as: UTF8.self) : nil
            }
            if byte == UInt8(ascii: "\\") {
                var text = unescaped ?? []
                text.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
                index += 1
                guard appendEscape(to: &text) else { return nil }
                unescaped = text
                runStart = index
                continue
            }
            if byte < 0x20 { return nil }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        return nil
    }

    /// Appends what the escape after a backslash stands for; false for one JSON does not have.
    private mutating func appendEscape(to text: inout [UInt8]) -> Bool {
        guard index < bytes.count else { return false }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            guard let scalar = readEscapedScalar() else { return false }
            text.append(contentsOf: String(Character(scalar)).utf8)
        default: return false
        }
        return true
    }

    /// Whether `bytes` are well-formed UTF-8 (`String(validating:)` needs macOS 15).
    private static func isUTF8<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// The scalar of `XXXX` after `\u`, or of a surrogate pair `XXXX\uYYYY`.
    private mutating func readEscapedScalar() -> Unicode.Scalar? {
        guard let first = readHex() else { return nil }
        switch first {
        case 0xD800...0xDBFF:
            guard skip("\\u"), let second = readHex(), (0xDC00...0xDFFF).contains(second) else { return nil }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        case 0xDC00...0xDFFF:
            return nil
        default:
            return Unicode.Scalar(first)
        }
    }

    /// Four hexadecimal digits.
    private mutating func readHex() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
