extension MarkupScanner {
    /// The location of `offset`, which must be on the current line at or after `lineStart`.
    mutating func location(at offset: Int) -> SourceLocation {
        location(at: offset, line: line, lineStart: lineStart)
    }

    /// The location of `offset` on `line`, which starts at byte `lineStart`.
    ///
    /// Locations are mostly asked for in increasing order, so the last answer is kept and
    /// counting resumes from it: a long line with many elements stays linear.
    mutating func location(at offset: Int, line: Int, lineStart: Int) -> SourceLocation {
        if isASCII { return SourceLocation(uncheckedLine: line, column: offset - lineStart + 1, offset: offset) }
        var from = lineStart
        var column = 1
        if columnCache.line == line, columnCache.offset <= offset, columnCache.offset >= lineStart {
            from = columnCache.offset
            column = columnCache.column
        }
        var cursor = from
        while cursor < offset {
            if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        columnCache = (line, offset, column)
        return SourceLocation(uncheckedLine: line, column: column, offset: offset)
    }

    /// The location of the scan position.
    mutating func here() -> SourceLocation { location(at: index) }

    /// The location of any offset, found by counting lines from the start (for rare, final errors).
    func locationByCounting(to offset: Int) -> SourceLocation {
        var line = 1
        // A byte order mark is not a column, as in the scanner's own positions.
        var start = starts(with: "\u{FEFF}", at: 0) && offset >= 3 ? 3 : 0
        var cursor = start
        while cursor < offset {
            let value = bytes[cursor]
            if value == ByteClass.newline
                || (value == ByteClass.carriageReturn && byte(at: cursor + 1) != ByteClass.newline)
            {
                line += 1
                start = cursor + 1
            }
            cursor += 1
        }
        var column = 1
        for position in start..<offset where bytes[position] & 0xC0 != 0x80 { column += 1 }
        return SourceLocation(line: line, column: column, offset: offset)
    }

    /// Advances over one byte, keeping the line count right.
    @inline(__always)
    mutating func advance() {
        let value = bytes[index]
        index += 1
        if value == ByteClass.newline {
            line += 1
            lineStart = index
        } else if value == ByteClass.carriageReturn, byte(at: index) != ByteClass.newline {
            line += 1
            lineStart = index
        }
    }

    mutating func skipWhitespace() {
        while index < bytes.count, ByteClass.isWhitespace(bytes[index]) { advance() }
    }
}
