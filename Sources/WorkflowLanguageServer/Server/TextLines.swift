import WorkflowSchema

/// The lines of a document's UTF-8 bytes, to turn byte offsets into the protocol's positions
/// and back, in any ``PositionEncoding``. Out-of-range positions are clamped, never trapped on.
struct TextLines: Sendable {
    private(set) var bytes: [UInt8]
    /// The byte offset where each line starts.
    private(set) var starts: [Int] = [0]

    /// Reads the lines of `bytes`: they end at `\n`, `\r\n` or a lone `\r`, as the protocol counts them.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        starts += Self.lineStarts(in: bytes, from: 0, to: bytes.count)
    }

    /// The starts of the lines after the line breaks of `bytes[from..<to]`.
    private static func lineStarts(in bytes: [UInt8], from: Int, to: Int) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var found: [Int] = []
            for index in from..<to {
                let byte = buffer[index]
                if byte == 10 || (byte == 13 && (index + 1 == buffer.count || buffer[index + 1] != 10)) {
                    found.append(index + 1)
                }
            }
            return found
        }
    }

    /// Replaces `range` of the bytes with `replacement`, reading again only the lines it touches:
    /// an edit costs the length of the line table, not a new reading of the whole text.
    mutating func replace(_ range: Range<Int>, with replacement: [UInt8]) {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        // From the start of the line before the edit (a `\r` there may pair with a new `\n`)
        // to one byte after it (a `\r` at its end may pair with the `\n` after).
        let firstLine = line(of: max(lower - 1, 0))
        let windowStart = starts[firstLine]
        let delta = replacement.count - (upper - lower)
        bytes.replaceSubrange(lower..<upper, with: replacement)
        let windowEnd = min(lower + replacement.count + 1, bytes.count)
        var updated = Array(starts[...firstLine])
        updated += Self.lineStarts(in: bytes, from: windowStart, to: windowEnd)
        for start in starts[(firstLine + 1)...] where start > upper + 1 { updated.append(start + delta) }
        starts = updated
    }

    /// Where the text of `line` ends, before its line break.
    private func end(of line: Int) -> Int {
        guard line + 1 < starts.count else { return bytes.count }
        var end = starts[line + 1] - 1
        if end > starts[line], bytes[end] == 10, bytes[end - 1] == 13 { end -= 1 }
        return end
    }

    /// The line holding byte `offset` (0-based).
    func line(of offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The protocol position of byte `offset`.
    func position(of offset: Int, encoding: PositionEncoding) -> LSPPosition {
        let offset = max(0, min(offset, bytes.count))
        let line = line(of: offset)
        var character = 0
        var decoder = UTF8()
        var iterator = bytes[starts[line]..<offset].makeIterator()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            character += encoding.width(of: scalar)
        }
        return LSPPosition(line: line, character: character)
    }

    /// The byte offset of a protocol position; past the end of a line means its end.
    func offset(of position: LSPPosition, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < starts.count else { return bytes.count }
        let start = starts[position.line]
        let end = end(of: position.line)
        var offset = start
        var counted = 0
        while offset < end, counted < position.character {
            let width = Self.sequenceLength(bytes[offset])
            let next = min(offset + width, end)
            var iterator = bytes[offset..<next].makeIterator()
            var decoder = UTF8()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                counted += encoding.width(of: scalar)
            } else {
                counted += 1
            }
            offset = next
        }
        return offset
    }

    /// The protocol range of a schema's source range.
    func range(of range: SourceRange, encoding: PositionEncoding) -> LSPRange {
        guard range.start.isKnown else { return LSPRange(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0)) }
        let start = position(of: range.start.offset, encoding: encoding)
        let end = range.end.offset >= range.start.offset ? position(of: range.end.offset, encoding: encoding) : start
        return LSPRange(start: start, end: end)
    }

    /// The protocol range of bytes `bytes`.
    func range(of bytes: Range<Int>, encoding: PositionEncoding) -> LSPRange {
        LSPRange(start: position(of: bytes.lowerBound, encoding: encoding), end: position(of: bytes.upperBound, encoding: encoding))
    }

    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0..<0x80: return 1
        case 0xC0..<0xE0: return 2
        case 0xE0..<0xF0: return 3
        case 0xF0..<0xF8: return 4
        default: return 1
        }
    }
}
