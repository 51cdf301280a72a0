/// Per-document caches from interned element names (symbols) to registry ordinals and to
/// parameter positions, so each distinct name is hashed once per document, not per element.
struct SymbolCache {
    private static let unknown: Int32 = -2
    private var ordinals: [Int32] = []
    private var positions: [[Int32]] = []

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
        let symbol = Int(symbol)
        guard symbol >= 0 else { return descriptor.parameterPosition(named: name) }
        if ordinal >= positions.count {
            positions.append(contentsOf: repeatElement([], count: ordinal - positions.count + 1))
        }
        if symbol >= positions[ordinal].count {
            positions[ordinal].append(contentsOf: repeatElement(Self.unknown, count: symbol - positions[ordinal].count + 1))
        }
        if positions[ordinal][symbol] == Self.unknown {
            positions[ordinal][symbol] = Int32(descriptor.parameterPosition(named: name) ?? -1)
        }
        let position = positions[ordinal][symbol]
        return position >= 0 ? Int(position) : nil
    }
}
