extension MarkupScanner {
    /// Reads `name="value"`; the scan position is at the name.
    mutating func scanAttribute(of elementName: String) -> MarkupAttribute? {
        let nameStart = here()
        guard let name = scanName() else { return nil }
        let nameRange = SourceRange(start: nameStart, end: here())
        skipWhitespace()
        guard byte(at: index) == ByteClass.equals else {
            error(
                .malformedAttribute, "the attribute `\(name)` on <\(elementName)> has no value; write \(name)=\"…\"",
                at: nameStart)
            return MarkupAttribute(name: name, value: "", nameRange: nameRange, valueRange: SourceRange(at: here()))
        }
        index += 1
        skipWhitespace()
        guard let quote = byte(at: index), quote == ByteClass.quote || quote == ByteClass.apostrophe else {
            let location = here()
            error(
                .malformedAttribute, "the value of `\(name)` on <\(elementName)> must be in quotes", at: location)
            let start = index
            while let value = byte(at: index), !ByteClass.isWhitespace(value), value != ByteClass.greaterThan,
                value != ByteClass.slash
            {
                index += 1
            }
            let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            return MarkupAttribute(
                name: name, value: raw, nameRange: nameRange, valueRange: SourceRange(start: location, end: here()))
        }
        index += 1
        let valueStart = here()
        let start = index
        var needsDecoding = false
        while true {
            guard let value = byte(at: index) else {
                stop(
                    .unexpectedEndOfFile, "the document ends inside the value of `\(name)` on <\(elementName)>",
                    at: here(), notes: [DiagnosticNote("the value starts here", at: SourceRange(at: valueStart))])
                return nil
            }
            if value == quote { break }
            if index - start >= limits.maxAttributeBytes {
                stop(
                    .attributeTooLong,
                    "the value of `\(name)` on <\(elementName)> is longer than \(ByteCount(limits.maxAttributeBytes)) (the limit, MarkupLimits.maxAttributeBytes)",
                    at: valueStart)
                return nil
            }
            if value == ByteClass.lessThan {
                error(
                    .malformedAttribute, "`<` is not allowed in an attribute value; write `&lt;`", at: here(),
                    suggestion: "&lt;")
            } else if value == ByteClass.ampersand {
                needsDecoding = true
                checkReference(at: index)
            } else if value < ByteClass.space {
                needsDecoding = true
            }
            advance()
        }
        let end = index
        let valueRange = SourceRange(start: valueStart, end: here())
        index += 1
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
        let value =
            needsDecoding
            ? CharacterReference.decode(raw, normalizingWhitespace: true) : String(decoding: raw, as: UTF8.self)
        return MarkupAttribute(name: name, value: value, nameRange: nameRange, valueRange: valueRange)
    }
}
