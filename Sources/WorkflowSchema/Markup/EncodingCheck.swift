/// Checks that a document is UTF-8 without characters XML forbids, before any parsing.
enum EncodingCheck {
    struct Problem {
        let code: DiagnosticCode
        let message: String
        let offset: Int
    }

    /// The first problem, if any; `isASCII` tells whether every byte is below 0x80.
    static func problem(in bytes: UnsafeBufferPointer<UInt8>, isASCII: inout Bool) -> Problem? {
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
        isASCII = true
        while index < count {
            // Eight plain ASCII bytes at a time: no high bit and none below 0x20.
            if index + 8 <= count, let base = bytes.baseAddress {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let high: UInt64 = 0x8080_8080_8080_8080
                if word & high == 0 {
                    let belowSpace = (word &- 0x2020_2020_2020_2020) & ~word & high
                    if belowSpace == 0
                        || !(index..<index + 8).contains(where: { ByteClass.isForbiddenControl(bytes[$0]) })
                    {
                        index += 8
                        continue
                    }
                }
            }
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
            isASCII = false
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
                    code: .invalidCharacter,
                    message: "the character U+\(String(scalar, radix: 16, uppercase: true)) is not allowed in XML",
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
