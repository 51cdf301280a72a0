extension MarkupScanner {
    /// Reads `<!-- … -->`.
    mutating func scanComment() {
        skipConstruct(opening: 4, closing: "-->", name: "a comment")
    }

    /// Reads `<?target … ?>`, which the schema language ignores.
    mutating func scanProcessingInstruction() {
        if starts(with: "<?xml", at: index), let next = byte(at: index + 5), ByteClass.isWhitespace(next) {
            error(
                .malformedTag, "the XML declaration `<?xml …?>` may only appear at the very start of the document",
                at: here())
        }
        // XML wants the target name followed by a space or by `?>` (`<?wfs-note?6…` is not XML).
        var end = index + 2
        if end < bytes.count, ByteClass.isNameStart(bytes[end]) {
            while end < bytes.count, ByteClass.isNameCharacter(bytes[end]) { end += 1 }
            if end < bytes.count, !ByteClass.isWhitespace(bytes[end]), !starts(with: "?>", at: end) {
                error(
                    .malformedTag,
                    "a processing instruction's target `\(String(decoding: bytes[(index + 2)..<end], as: UTF8.self))` "
                        + "must be followed by a space before its data, or by `?>`",
                    at: here())
            }
        }
        skipConstruct(opening: 2, closing: "?>", name: "a processing instruction")
    }

    /// Moves past a construct that starts with `opening` bytes and ends with `closing`;
    /// a document that ends first is reported and stops reading.
    private mutating func skipConstruct(opening: Int, closing: StaticString, name: String) {
        let start = here()
        index += opening
        let first = closing.utf8Start[0]
        while !atEnd {
            if bytes[index] == first, starts(with: closing, at: index) {
                index += closing.utf8CodeUnitCount
                return
            }
            advance()
        }
        stop(
            .unexpectedEndOfFile, "the document ends inside \(name); close it with `\(closing)`", at: here(),
            notes: [DiagnosticNote("it starts here", at: SourceRange(at: start))])
    }

    /// Reads `<!…>` other than comments and CDATA: DOCTYPE is refused, anything else is malformed.
    mutating func scanDeclaration() {
        let start = here()
        if startsCaseInsensitive(with: "<!DOCTYPE", at: index) || startsCaseInsensitive(with: "<!ENTITY", at: index) {
            stop(
                .doctypeNotAllowed,
                "DOCTYPE and entity declarations are not allowed: schemas may come from untrusted sources, so no DTD is read and no entity is expanded; remove the declaration",
                at: start)
            return
        }
        error(
            .malformedTag, "unexpected `<!`; only comments `<!-- -->` and `<![CDATA[ ]]>` sections may start with it",
            at: start)
        skipPast(ByteClass.greaterThan)
    }

    /// Reads `<?xml version="1.0" encoding="…"?>` at the start of the document.
    mutating func scanXMLDeclaration() {
        let start = here()
        let contentStart = index
        index += 5
        while !atEnd, !(bytes[index] == ByteClass.question && byte(at: index + 1) == ByteClass.greaterThan) {
            advance()
        }
        guard !atEnd else {
            stop(.unexpectedEndOfFile, "the document ends inside the XML declaration; close it with `?>`", at: here())
            return
        }
        let declaration = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
        index += 2
        guard let range = declaration.range(of: "encoding") else { return }
        // encoding S? = S? "name" (S: any XML whitespace)
        let rest = declaration[range.upperBound...].drop { $0.isWhitespace || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
        let encoding = String(rest.dropFirst().prefix { $0 != quote })
        if !["utf-8", "utf8", "us-ascii", "ascii"].contains(encoding.lowercased()) {
            error(
                .unsupportedEncoding,
                "the document declares the encoding \(encoding.debugDescription); only UTF-8 is supported, so save it as UTF-8 and declare encoding=\"UTF-8\"",
                at: start)
        }
    }
}
