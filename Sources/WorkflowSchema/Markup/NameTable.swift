/// Interns the element names of one document while it is scanned: each distinct name is
/// turned into a `String` once and given a small number (its symbol), so later stages
/// compare and look up numbers instead of hashing strings.
struct NameTable {
    /// The names, indexed by symbol.
    private(set) var names: [String] = []
    /// Where each name's bytes are in the source being scanned.
    private var spans: [Range<Int>] = []
    /// Open addressing: symbol + 1, or 0 for an empty slot.
    private var slots = [Int32](repeating: 0, count: 64)

    /// The symbol and string of the name at `span` of `bytes`, adding it if it is new.
    mutating func intern(_ span: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> (symbol: Int32, name: String) {
        let hash = Self.hash(span, in: bytes)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 {
            let symbol = Int(slots[slot] - 1)
            if ByteClass.equal(spans[symbol], span, in: bytes) { return (Int32(symbol), names[symbol]) }
            slot = (slot + 1) & mask
        }
        let symbol = names.count
        names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[span]), as: UTF8.self))
        spans.append(span)
        slots[slot] = Int32(symbol + 1)
        if names.count * 2 > slots.count { grow(bytes) }
        return (Int32(symbol), names[symbol])
    }

    /// A multiplicative hash over the bytes, a word at a time (names are short).
    private static func hash(_ span: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash = UInt64(truncatingIfNeeded: span.count) &* 0x9E37_79B9_7F4A_7C15
        var offset = span.lowerBound
        if let base = bytes.baseAddress {
            while offset + 8 <= span.upperBound {
                let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
                offset += 8
            }
        }
        var tail: UInt64 = 0
        while offset < span.upperBound {
            tail = tail << 8 | UInt64(bytes[offset])
            offset += 1
        }
        hash = (hash ^ tail) &* 0x9E37_79B9_7F4A_7C15
        return UInt32(truncatingIfNeeded: hash >> 32)
    }

    private mutating func grow(_ bytes: UnsafeBufferPointer<UInt8>) {
        var larger = [Int32](repeating: 0, count: slots.count * 2)
        let mask = larger.count - 1
        for symbol in names.indices {
            var slot = Int(Self.hash(spans[symbol], in: bytes)) & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = Int32(symbol + 1)
        }
        slots = larger
    }
}
