/// Checks that a document is UTF-8 without characters XML forbids, before any parsing.
enum EncodingCheck {
    struct Problem {
        let code: DiagnosticCode
        let message: String
        let offset: Int
    }

    static func problem(in bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        if bytes.count >= 2 {
            let first = bytes[0]
            let second = bytes[1]
            if (first == 0xFE && second == 0xFF) || (first == 0xFF && second == 0xFE) || first == 0 || second == 0 {
                return Problem(
                    code: .unsupportedEncoding,
                    message: "the document looks like UTF-16 or UTF-32; save it as UTF-8", offset: 0)
            }
        }
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                if ByteClass.isForbiddenControl(lead) {
                    return Problem(
                        code: .invalidCharacter,
                        message: "the control character U+\(hex(lead)) is not allowed in XML; remove it", offset: index)
                }
                index += 1
                continue
            }
            let length: Int
            let minimum: UInt32
            var scalar: UInt32
            switch lead {
            case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(lead & 0x1F))
            case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(lead & 0x0F))
            case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(lead & 0x07))
            default: return invalidUTF8(at: index)
            }
            guard index + length <= count else { return invalidUTF8(at: index) }
            for step in 1..<length {
                let continuation = bytes[index + step]
                guard continuation & 0xC0 == 0x80 else { return invalidUTF8(at: index) }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                return invalidUTF8(at: index)
            }
            if scalar == 0xFFFE || scalar == 0xFFFF {
                return Problem(
                    code: .invalidCharacter, message: "the character U+\(String(scalar, radix: 16, uppercase: true)) is not allowed in XML",
                    offset: index)
            }
            index += length
        }
        return nil
    }

    private static func invalidUTF8(at offset: Int) -> Problem {
        Problem(
            code: .invalidCharacter,
            message: "the bytes here are not valid UTF-8; save the document as UTF-8", offset: offset)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
