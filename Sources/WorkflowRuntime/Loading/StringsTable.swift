import Foundation

/// Reads Apple's old-style `.strings` tables: `"key" = "value";` entries with comments and escapes.
///
/// The format accepted:
/// - entries `"key" = "value";`, and `"key";` which maps the key to itself;
/// - `/* … */` and `// …` comments anywhere between tokens;
/// - escapes `\"`, `\\`, `\'`, `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`, octal `\012`, and `\U1234` or
///   `\u1234` (up to four hexadecimal digits; surrogate pairs are combined); other escaped
///   characters stand for themselves;
/// - unquoted keys and values made of letters, digits and `_ . $ : / -`;
/// - UTF-8 with or without a byte order mark, and UTF-16 little or big endian with a byte order mark.
///
/// When a key appears twice, the last entry wins.
public enum StringsTable {
    /// Parses the bytes of a `.strings` file into a key → value dictionary.
    public static func parse(_ data: Data) throws(StringsTableError) -> [String: String] {
        var parser = StringsTableParser(scalars: try decode([UInt8](data)))
        return try parser.parseTable()
    }

    /// Decodes the text by its byte order mark: UTF-16 LE or BE with one, UTF-8 otherwise.
    private static func decode(_ bytes: [UInt8]) throws(StringsTableError) -> [Unicode.Scalar] {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let bigEndian = bytes[0] == 0xFE
            let body = bytes.dropFirst(2)
            guard body.count.isMultiple(of: 2) else {
                throw StringsTableError(
                    line: 1, column: 1, message: "the file starts with a UTF-16 byte order mark but has an odd length")
            }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = body.startIndex
            while index < body.endIndex {
                let first = UInt16(body[index])
                let second = UInt16(body[index + 1])
                units.append(bigEndian ? first << 8 | second : second << 8 | first)
                index += 2
            }
            return try transcode(units.makeIterator(), UTF16(), encoding: "UTF-16")
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        return try transcode(body.makeIterator(), UTF8(), encoding: "UTF-8")
    }

    /// Decodes code units to scalars, reporting the position of the first invalid sequence.
    private static func transcode<Codec: UnicodeCodec, Units: IteratorProtocol>(
        _ units: Units, _ codec: Codec, encoding: String
    ) throws(StringsTableError) -> [Unicode.Scalar] where Units.Element == Codec.CodeUnit {
        var units = units
        var codec = codec
        var scalars: [Unicode.Scalar] = []
        var cursor = StringsTableCursor()
        while true {
            switch codec.decode(&units) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                cursor.advance(over: scalar)
            case .emptyInput:
                return scalars
            case .error:
                let location = cursor.location
                throw StringsTableError(
                    line: location.line, column: location.column, message: "the text is not valid \(encoding)")
            }
        }
    }
}
