/// Byte classification for the scanner (ASCII decisions; bytes ≥ 0x80 are parts of names or text).
enum ByteClass {
    static let lessThan: UInt8 = 0x3C  // <
    static let greaterThan: UInt8 = 0x3E  // >
    static let ampersand: UInt8 = 0x26  // &
    static let slash: UInt8 = 0x2F  // /
    static let question: UInt8 = 0x3F  // ?
    static let exclamation: UInt8 = 0x21  // !
    static let equals: UInt8 = 0x3D  // =
    static let quote: UInt8 = 0x22  // "
    static let apostrophe: UInt8 = 0x27  // '
    static let semicolon: UInt8 = 0x3B  // ;
    static let hash: UInt8 = 0x23  // #
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let tab: UInt8 = 0x09
    static let space: UInt8 = 0x20

    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == newline || byte == carriageReturn || byte == tab
    }

    @inline(__always)
    static func isNameStart(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= 0x61 && lower <= 0x7A) || byte == 0x5F || byte == 0x3A || byte >= 0x80
    }

    @inline(__always)
    static func isNameCharacter(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
    }

    /// Whether a byte below 0x80 is a character XML forbids (C0 controls other than tab and line ends).
    @inline(__always)
    static func isForbiddenControl(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != tab && byte != newline && byte != carriageReturn
    }

    /// Whether two ranges of `bytes` hold the same bytes.
    @inline(__always)
    static func equal(_ lhs: Range<Int>, _ rhs: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var offset = 0
        while offset < lhs.count {
            if bytes[lhs.lowerBound + offset] != bytes[rhs.lowerBound + offset] { return false }
            offset += 1
        }
        return true
    }
}
