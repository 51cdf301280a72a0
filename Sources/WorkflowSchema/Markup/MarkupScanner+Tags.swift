extension MarkupScanner {
    /// Reads a name at the scan position, or returns nil without moving.
    mutating func scanName() -> String? {
        scanSymbol()?.name
    }

    /// Reads a name at the scan position and interns it, or returns nil without moving.
    mutating func scanSymbol() -> (symbol: Int32, name: String)? {
        guard let span = scanNameSpan() else { return nil }
        return names.intern(span, in: bytes)
    }

    /// Reads a name at the scan position and returns where it is, or nil without moving.
    mutating func scanNameSpan() -> Range<Int>? {
        let start = index
        guard start < bytes.count, ByteClass.isNameStart(bytes[start]) else { return nil }
        var end = start + 1
        while end < bytes.count, ByteClass.isNameCharacter(bytes[end]) { end += 1 }
        index = end
        return start..<end
    }

    /// Whether the source bytes in two ranges are the same.
    func sameBytes(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
        ByteClass.equal(lhs, rhs, in: bytes)
    }

    /// The source bytes of a range as a string.
    func text(of range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Reads `<name attributes…>` or `<name attributes…/>`; the scan position is at `<`.
    mutating func scanStartTag() {
        let start = here()
        index += 1
        guard let nameBytes = scanNameSpan() else {
            error(
                .malformedTag, "expected a tag name after `<`; write `&lt;` for a literal `<`", at: start)
            skipPast(ByteClass.greaterThan)
            return
        }
        let (symbol, name) = names.intern(nameBytes, in: bytes)
        if shouldTreatAsMissingEndTag(name, nameBytes: nameBytes) {
            let open = stack[stack.count - 1]
            skipPast(ByteClass.greaterThan)
            error(
                .mismatchedEndTag, "<\(name)> is opened again inside <\(name)>; did you mean </\(name)>?",
                at: start, notes: [DiagnosticNote("<\(name)> opened here", at: open.range)],
                suggestion: "</\(name)>")
            closeInnermost(endRange: nil)
            return
        }
        elementCount += 1
        guard elementCount <= limits.maxElements else {
            stop(
                .tooManyElements,
                "the document has more than \(limits.maxElements) elements (the limit, MarkupLimits.maxElements)",
                at: start)
            return
        }
        guard stack.count < limits.effectiveMaxDepth else {
            stop(
                .nestingTooDeep,
                "elements are nested more than \(limits.effectiveMaxDepth) deep (the limit, MarkupLimits.maxDepth)",
                at: start,
                notes: stack.first.map { [DiagnosticNote("the root element starts here", at: $0.range)] } ?? [])
            return
        }
        var attributes: [MarkupAttribute] = []
        var afterAttribute = false
        while !stopped {
            let spaced = byte(at: index).map(ByteClass.isWhitespace) ?? false
            skipWhitespace()
            guard let value = byte(at: index) else {
                stop(
                    .unexpectedEndOfFile, "the document ends inside the start tag of <\(name)>", at: here(),
                    notes: [DiagnosticNote("<\(name)> starts here", at: SourceRange(at: start))])
                return
            }
            if value == ByteClass.greaterThan {
                index += 1
                open(
                    name, symbol: symbol, nameBytes: nameBytes, attributes: attributes,
                    range: SourceRange(start: start, end: here()))
                return
            }
            if value == ByteClass.slash, byte(at: index + 1) == ByteClass.greaterThan {
                index += 2
                let range = SourceRange(start: start, end: here())
                openAndClose(name, symbol: symbol, nameBytes: nameBytes, attributes: attributes, range: range)
                return
            }
            if ByteClass.isNameStart(value) {
                if afterAttribute, !spaced {
                    error(
                        .malformedAttribute,
                        "attributes must be separated by whitespace; add a space before `\(printable(value))`",
                        at: here())
                }
                afterAttribute = true
                if let attribute = scanAttribute(of: name) {
                    if let first = attributes.first(where: { $0.name == attribute.name }) {
                        error(
                            .duplicateAttribute,
                            "the attribute `\(attribute.name)` is given twice on <\(name)>; remove one",
                            at: attribute.nameRange.start,
                            notes: [DiagnosticNote("`\(attribute.name)` is first given here", at: first.nameRange)])
                    } else {
                        guard attributes.count < limits.maxAttributesPerElement else {
                            stop(
                                .tooManyAttributes,
                                "<\(name)> has more than \(limits.maxAttributesPerElement) attributes (the limit, MarkupLimits.maxAttributesPerElement)",
                                at: attribute.nameRange.start)
                            return
                        }
                        attributes.append(attribute)
                    }
                }
                continue
            }
            let location = here()
            error(
                .malformedTag,
                "unexpected `\(printable(value))` in the start tag of <\(name)>; expected an attribute, `>` or `/>`",
                at: location)
            skipPast(ByteClass.greaterThan)
            let range = SourceRange(start: start, end: here())
            if endsWithSlash(before: index - 1) {
                openAndClose(name, symbol: symbol, nameBytes: nameBytes, attributes: attributes, range: range)
            } else {
                open(name, symbol: symbol, nameBytes: nameBytes, attributes: attributes, range: range)
            }
            return
        }
    }

    /// Whether the last non-whitespace byte before `offset` (a `>`) is `/`, as in `<x/ >`.
    private func endsWithSlash(before offset: Int) -> Bool {
        guard offset < bytes.count, bytes[offset] == ByteClass.greaterThan else { return false }
        var cursor = offset - 1
        while cursor > 0, ByteClass.isWhitespace(bytes[cursor]) { cursor -= 1 }
        return cursor > 0 && bytes[cursor] == ByteClass.slash
    }

    /// The README mistake `<title>Example<title>`: a second start tag of the element that is
    /// open, with no attributes, after text only, is almost always a missing `/`.
    private mutating func shouldTreatAsMissingEndTag(_ name: String, nameBytes: Range<Int>) -> Bool {
        guard !stack.isEmpty, stack[stack.count - 1].name == name, byte(at: index) == ByteClass.greaterThan else {
            return false
        }
        let open = stack[stack.count - 1]
        guard (text.hasContent || open.hasText) && !open.hasElement else { return false }
        // A well-formed document may nest an element in one of its own name after text: the tag is
        // taken for a typo of `</name>` only when the rest of the document could not close it.
        let openOfName = stack.reduce(0) { $0 + ($1.name == name ? 1 : 0) }
        return !restCouldClose(nameBytes, opened: openOfName + 1)
    }

    /// Whether the bytes after the scan position hold at least `opened` more end tags `</name>`
    /// than start tags `<name …>` (self-closing ones aside): a count, not a parse, so comments
    /// and CDATA that hold such tags can mislead it, and the diagnosis stays a suggestion.
    private mutating func restCouldClose(_ nameBytes: Range<Int>, opened: Int) -> Bool {
        let length = nameBytes.count
        guard lookAheadBudget >= bytes.count - index else { return false }
        lookAheadBudget -= bytes.count - index
        var balance = 0
        var position = index
        while position + length + 1 < bytes.count {
            guard bytes[position] == ByteClass.lessThan else {
                position += 1
                continue
            }
            let closing = bytes[position + 1] == ByteClass.slash
            let nameStart = position + (closing ? 2 : 1)
            let nameEnd = nameStart + length
            guard nameEnd < bytes.count, sameBytes(nameStart..<nameEnd, nameBytes) else {
                position += 1
                continue
            }
            let after = bytes[nameEnd]
            if closing, after == ByteClass.greaterThan || ByteClass.isWhitespace(after) {
                balance += 1
            } else if !closing, after == ByteClass.greaterThan || ByteClass.isWhitespace(after) {
                var end = nameEnd
                while end < bytes.count, bytes[end] != ByteClass.greaterThan { end += 1 }
                if !(end < bytes.count && bytes[end - 1] == ByteClass.slash) { balance -= 1 }
            }
            position = nameEnd
        }
        return balance >= opened
    }

    /// Reads `</name>`; the scan position is at `<`.
    mutating func scanEndTag() {
        let start = here()
        index += 2
        guard let nameBytes = scanNameSpan() else {
            error(.malformedTag, "expected a tag name after `</`", at: start)
            skipPast(ByteClass.greaterThan)
            return
        }
        skipWhitespace()
        if byte(at: index) == ByteClass.greaterThan {
            index += 1
        } else if atEnd {
            stop(.unexpectedEndOfFile, "the document ends inside the end tag </\(text(of: nameBytes))>", at: here())
            return
        } else {
            error(.malformedTag, "expected `>` to end </\(text(of: nameBytes))>", at: here())
            skipPast(ByteClass.greaterThan)
        }
        let range = SourceRange(start: start, end: here())
        guard !stack.isEmpty else { return }
        if sameBytes(stack[stack.count - 1].nameBytes, nameBytes) {
            closeInnermost(endRange: range)
            return
        }
        let name = names.intern(nameBytes, in: bytes).name
        let open = stack[stack.count - 1]
        if let matching = stack.lastIndex(where: { $0.name == name }) {
            let unclosed = stack[(matching + 1)...]
            let names = unclosed.map { "</\($0.name)>" }.reversed().joined(separator: " ")
            let notes = unclosed.reversed().map {
                DiagnosticNote("<\($0.name)> opened here is not closed", at: $0.range)
            }
            let innermost = unclosed.last!.name
            error(
                .mismatchedEndTag,
                "</\(name)> closes <\(name)> while <\(innermost)> is still open; add \(names) before it",
                at: start, notes: notes, suggestion: names)
            while stack.count > matching + 1 { closeInnermost(endRange: nil) }
            closeInnermost(endRange: range)
            return
        }
        if let previous = open.lastChild, previous.name == name, let previousEnd = previous.endRange {
            error(
                .unexpectedEndTag, "</\(name)> closes nothing: the <\(name)> before it is already closed; remove it",
                at: start, notes: [DiagnosticNote("<\(name)> is closed here", at: previousEnd)])
            return
        }
        error(
            .mismatchedEndTag, "</\(name)> does not match the open element <\(open.name)>; expected </\(open.name)>",
            at: start, notes: [DiagnosticNote("<\(open.name)> opened here", at: open.range)],
            suggestion: "</\(open.name)>")
        closeInnermost(endRange: range)
    }

    /// Whether the bytes at `offset` spell `literal`, ignoring ASCII case.
    func startsCaseInsensitive(with literal: StaticString, at offset: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        for step in 0..<count where bytes[offset + step] | 0x20 != literal.utf8Start[step] | 0x20 { return false }
        return true
    }

    /// Moves just past the next `byte`, or to the end.
    mutating func skipPast(_ target: UInt8) {
        while !atEnd {
            let value = bytes[index]
            advance()
            if value == target { return }
        }
    }

    func printable(_ value: UInt8) -> String {
        value >= 0x20 && value < 0x7F ? String(UnicodeScalar(value)) : "\\u{\(String(value, radix: 16))}"
    }
}
