/// Per-document caches from interned element names (symbols) to registry ordinals and to
/// parameter positions, so each distinct name is hashed as a string once per document.
struct SymbolCache {
    private static let unknown: Int32 = -2
    private var ordinals: [Int32] = []
    /// Open addressing over (ordinal, symbol) pairs: keys (0 = empty slot) and positions (-1 = none).
    private var keys = [UInt64](repeating: 0, count: 64)
    private var positions = [Int32](repeating: 0, count: 64)
    private var used = 0

    /// The registry ordinal of the tag `name` (interned as `symbol`, or -1), if it is registered.
    mutating func ordinal(of symbol: Int32, name: String, in registry: TagRegistry) -> Int? {
        let symbol = Int(symbol)
        guard symbol >= 0 else { return registry.ordinal(of: name) }
        if symbol >= ordinals.count {
            ordinals.append(contentsOf: repeatElement(Self.unknown, count: symbol - ordinals.count + 1))
        }
        if ordinals[symbol] == Self.unknown { ordinals[symbol] = Int32(registry.ordinal(of: name) ?? -1) }
        let ordinal = ordinals[symbol]
        return ordinal >= 0 ? Int(ordinal) : nil
    }

    /// The position of the parameter `name` in the tag at `ordinal`, if it has one.
    mutating func position(of symbol: Int32, name: String, in descriptor: TagDescriptor, ordinal: Int) -> Int? {
        guard symbol >= 0 else { return descriptor.parameterPosition(named: name) }
        let key = UInt64(UInt32(truncatingIfNeeded: ordinal)) << 32 | UInt64(UInt32(bitPattern: symbol)) + 1
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
        while keys[slot] != 0 {
            if keys[slot] == key {
                let position = positions[slot]
                return position >= 0 ? Int(position) : nil
            }
            slot = (slot + 1) & mask
        }
        let position = descriptor.parameterPosition(named: name)
        keys[slot] = key
        positions[slot] = Int32(position ?? -1)
        used += 1
        if used * 2 > keys.count { grow() }
        return position
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldPositions = positions
        keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        positions = [Int32](repeating: 0, count: oldKeys.count * 2)
        let mask = keys.count - 1
        for (index, key) in oldKeys.enumerated() where key != 0 {
            var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = key
            positions[slot] = oldPositions[index]
        }
    }
}
