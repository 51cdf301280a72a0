extension MarkupScanner {
    /// Reads character data up to the next `<`.
    mutating func scanTextRun() {
        if !text.isOpen { text.rawStart = index }
        if bytes[index] == ByteClass.lessThan {
            // A `<` that is the last byte of the document.
            error(.malformedTag, "a `<` at the end of the document; write `&lt;` for a literal `<`", at: here())
            index += 1
            return
        }
        let count = bytes.count
        // Locals, not `self`'s fields, so the hot loop keeps them in registers.
        var cursor = index
        var currentLine = line
        var currentLineStart = lineStart
        while cursor < count {
            let value = bytes[cursor]
            if value == ByteClass.lessThan { break }
            if value == ByteClass.space || value == ByteClass.tab {
                cursor += 1
                // Indentation: skip eight spaces at a time.
                if let base = bytes.baseAddress {
                    while cursor + 8 <= count,
                        UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020
                    {
                        cursor += 8
                    }
                }
                continue
            }
            if value == ByteClass.newline || value == ByteClass.carriageReturn {
                cursor += 1
                if value == ByteClass.carriageReturn {
                    text.needsDecoding = true
                    if cursor < count, bytes[cursor] == ByteClass.newline { continue }  // CRLF: the LF counts
                }
                currentLine += 1
                currentLineStart = cursor
                continue
            }
            (index, line, lineStart) = (cursor, currentLine, currentLineStart)
            if value == ByteClass.ampersand {
                text.needsDecoding = true
                checkReference(at: cursor)
            }
            noteContent(at: cursor)
            cursor += 1
            while cursor < count {
                let next = bytes[cursor]
                if next == ByteClass.lessThan || next == ByteClass.ampersand || ByteClass.isWhitespace(next) { break }
                cursor += 1
            }
            index = cursor
            noteContentEnd(cursor)
        }
        (index, line, lineStart) = (cursor, currentLine, currentLineStart)
        if index - text.rawStart > limits.maxTextBytes {
            stop(
                .textTooLong,
                "a text run is longer than \(ByteCount(limits.maxTextBytes)) (the limit, MarkupLimits.maxTextBytes)",
                at: text.hasContent ? text.firstLocation : here())
        }
    }

    @inline(__always)
    mutating func noteContent(at offset: Int) {
        if text.firstContent < 0 {
            text.firstContent = offset
            text.firstLocation = location(at: offset)
        }
    }

    @inline(__always)
    mutating func noteContentEnd(_ offset: Int) {
        text.lastContentEnd = offset
        text.lastLine = line
        text.lastLineStart = lineStart
    }

    /// Reads `<![CDATA[ … ]]>` as part of the current text run.
    mutating func scanCDATA() {
        if !text.isOpen { text.rawStart = index }
        text.needsDecoding = true
        let start = here()
        index += 9
        while !atEnd {
            let value = bytes[index]
            if value == 0x5D, starts(with: "]]>", at: index) {
                index += 3
                return
            }
            if ByteClass.isWhitespace(value) {
                advance()
            } else {
                noteContent(at: index)
                index += 1
                noteContentEnd(index)
            }
            if index - text.rawStart > limits.maxTextBytes {
                stop(
                    .textTooLong,
                    "a text run is longer than \(ByteCount(limits.maxTextBytes)) (the limit, MarkupLimits.maxTextBytes)",
                    at: start)
                return
            }
        }
        stop(
            .unexpectedEndOfFile, "the document ends inside a CDATA section; close it with `]]>`", at: here(),
            notes: [DiagnosticNote("the CDATA section starts here", at: SourceRange(at: start))])
    }

    /// Turns the open text run into a text node of the innermost element.
    mutating func flushText() {
        guard text.isOpen else { return }
        let run = text
        text = TextRun()
        guard run.hasContent, !stack.isEmpty else { return }
        var value: String
        if run.needsDecoding {
            let raw = UnsafeBufferPointer(rebasing: bytes[run.rawStart..<index])
            value = CharacterReference.decodeText(raw)
            value = value.trimmingXMLWhitespace()
        } else {
            let content = UnsafeBufferPointer(rebasing: bytes[run.firstContent..<run.lastContentEnd])
            value = String(decoding: content, as: UTF8.self)
            if content[0] >= 0x80 || content[content.count - 1] >= 0x80 { value = value.trimmingXMLWhitespace() }
        }
        guard !value.isEmpty else { return }
        let end = location(at: run.lastContentEnd, line: run.lastLine, lineStart: run.lastLineStart)
        let node = MarkupText(value: value, range: SourceRange(start: run.firstLocation, end: end))
        stack[stack.count - 1].hasText = true
        sink.text(node)
    }

    /// Reports a malformed or unknown `&…;` reference starting at `offset`.
    mutating func checkReference(at offset: Int) {
        switch CharacterReference.parse(bytes, at: offset) {
        case .valid:
            return
        case .unterminated:
            error(
                .invalidReference, "`&` starts a reference but no `;` ends it; write `&amp;` for a literal `&`",
                at: location(at: offset), suggestion: "&amp;")
        case .unknownEntity(let name):
            error(
                .invalidReference,
                "unknown entity `&\(name);`: only &lt; &gt; &amp; &quot; &apos; and numeric references such as &#160; are allowed (no DTD is read)",
                at: location(at: offset))
        case .invalidCharacter(let text):
            error(
                .invalidReference, "`&\(text);` does not refer to a character allowed in XML", at: location(at: offset))
        }
    }
}

extension String {
    /// The string without leading and trailing Unicode whitespace and line ends.
    func trimmingXMLWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex { !$0.properties.isWhitespace }!
        return String(scalars[first...last])
    }
}
