/// The state machine behind ``MarkupReader`` and ``SchemaLoader``: one pass over the bytes,
/// a stack of open elements, positions computed as the scan reaches them, and events sent
/// to a ``MarkupSink``.
struct MarkupScanner<Sink: MarkupSink> {
    let bytes: UnsafeBufferPointer<UInt8>
    let limits: MarkupLimits
    var index = 0
    var line = 1
    var lineStart = 0
    var diagnostics: [Diagnostic] = []
    var stack: [OpenElement] = []
    var sink: Sink
    /// The root element once it is closed: its name and end tag.
    var closedRoot: (name: String, endRange: SourceRange?)?
    var sawRoot = false
    var elementCount = 0
    /// Bytes `restCouldClose` may still read ahead: twice the document, so a hostile document
    /// full of suspect tags costs linear time (past it, a suspect tag is taken for a typo).
    lazy var lookAheadBudget = 2 * bytes.count
    /// Set when reading must stop; the document is then incomplete.
    var stopped = false
    var text = TextRun()
    var names = NameTable()
    /// Whether every byte is ASCII, so that a column is the byte distance from the line start.
    var isASCII = false
    /// The last location computed, so columns on one line are counted once (see `location(at:line:lineStart:)`).
    var columnCache = (line: 1, offset: 0, column: 1)

    init(bytes: UnsafeBufferPointer<UInt8>, limits: MarkupLimits, sink: Sink) {
        self.bytes = bytes
        self.limits = limits
        self.sink = sink
    }

    var atEnd: Bool { index >= bytes.count }

    @inline(__always)
    func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    @inline(__always)
    func starts(with literal: StaticString, at offset: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for step in 0..<count where bytes[offset + step] != pointer[step] { return false }
        return true
    }

    // MARK: Diagnostics

    mutating func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation, notes: [DiagnosticNote] = [],
        suggestion: String? = nil
    ) {
        // One more than the limit is kept, so the final result knows that some were dropped.
        guard diagnostics.count <= limits.maxDiagnostics else { return }
        diagnostics.append(.error(code, message, at: location, notes: notes, suggestion: suggestion))
    }

    /// Reports a problem reading cannot go past, and stops.
    mutating func stop(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation, notes: [DiagnosticNote] = []
    ) {
        diagnostics.append(.error(code, message, at: location, notes: notes))
        stopped = true
    }

    // MARK: Driver

    /// Scans the whole document; afterwards `diagnostics`, `stopped` and `sink` hold the outcome.
    mutating func run() {
        if let problem = EncodingCheck.problem(in: bytes, isASCII: &isASCII) {
            stop(problem.code, problem.message, at: locationByCounting(to: problem.offset))
            return
        }
        if starts(with: "\u{FEFF}", at: 0) {
            index = 3
            lineStart = 3
        }
        scanProlog()
        if !stopped, !sawRoot {
            stop(.missingRoot, "the document has no root element; a schema starts with <workflow>", at: here())
        }
        while !stopped, !atEnd {
            if stack.isEmpty { break }
            scanContent()
        }
        if !stopped, !stack.isEmpty { reportUnclosedAtEnd() }
        if !stopped, closedRoot != nil { scanEpilog() }
        closeAllForPartialTree()
    }

    /// Reads what may come before the root: the XML declaration, comments, PIs, whitespace.
    mutating func scanProlog() {
        if starts(with: "<?xml", at: index), let next = byte(at: index + 5),
            ByteClass.isWhitespace(next) || next == ByteClass.question
        {
            scanXMLDeclaration()
        }
        while !stopped, !atEnd {
            if skipMiscellany() { continue }
            if bytes[index] == ByteClass.lessThan {
                if starts(with: "<!", at: index) {
                    scanDeclaration()
                } else if byte(at: index + 1) == ByteClass.slash {
                    let start = here()
                    skipPast(ByteClass.greaterThan)
                    error(.unexpectedEndTag, "an end tag before the root element closes nothing; remove it", at: start)
                } else {
                    scanStartTag()
                    if sawRoot { return }
                }
            } else {
                let start = here()
                while !atEnd, bytes[index] != ByteClass.lessThan { advance() }
                error(.contentBeforeRoot, "text before the root element; a schema starts with <workflow>", at: start)
            }
        }
    }

    /// Reads what may follow the root: comments, PIs and whitespace; anything else is an error.
    mutating func scanEpilog() {
        while !atEnd {
            if !skipMiscellany() {
                let rootName = closedRoot?.name ?? "workflow"
                var notes: [DiagnosticNote] = []
                if let endRange = closedRoot?.endRange {
                    notes.append(DiagnosticNote("the root element <\(rootName)> ends here", at: endRange))
                }
                error(
                    .contentAfterRoot,
                    "content after the end of the root element <\(rootName)>; a document has exactly one root element",
                    at: here(), notes: notes)
                return
            }
            if stopped { return }
        }
    }

    /// Skips one piece of whitespace, comment or processing instruction (allowed before and
    /// after the root); false when something else is next.
    mutating func skipMiscellany() -> Bool {
        if ByteClass.isWhitespace(bytes[index]) {
            advance()
        } else if starts(with: "<!--", at: index) {
            scanComment()
        } else if starts(with: "<?", at: index) {
            scanProcessingInstruction()
        } else {
            return false
        }
        return true
    }

    /// A `<` that starts no tag (`a < b`): reported, then kept as text so nothing else is lost.
    mutating func scanStrayLessThan() {
        error(
            .malformedTag, "a `<` that starts no tag; write `&lt;` for a literal `<`", at: here(), suggestion: "&lt;")
        if !text.isOpen { text.rawStart = index }
        noteContent(at: index)
        index += 1
        noteContentEnd(index)
    }

    /// Reads children of the open element until it closes or the input ends.
    mutating func scanContent() {
        while !stopped, !atEnd, !stack.isEmpty {
            let value = bytes[index]
            if value == ByteClass.lessThan {
                guard let next = byte(at: index + 1) else {
                    scanTextRun()
                    continue
                }
                if next == ByteClass.slash {
                    flushText()
                    scanEndTag()
                } else if next == ByteClass.exclamation {
                    if starts(with: "<!--", at: index) {
                        if text.isOpen { text.needsDecoding = true }
                        scanComment()
                    } else if starts(with: "<![CDATA[", at: index) {
                        scanCDATA()
                    } else {
                        flushText()
                        scanDeclaration()
                    }
                } else if next == ByteClass.question {
                    if text.isOpen { text.needsDecoding = true }
                    scanProcessingInstruction()
                } else if !ByteClass.isNameStart(next) {
                    scanStrayLessThan()
                } else {
                    flushText()
                    scanStartTag()
                }
            } else {
                scanTextRun()
            }
        }
    }

    // MARK: Building the tree

    mutating func open(
        _ name: String, symbol: Int32, nameBytes: Range<Int>, attributes: [MarkupAttribute], range: SourceRange
    ) {
        if stack.isEmpty {
            sawRoot = true
        } else {
            stack[stack.count - 1].hasElement = true
        }
        stack.append(OpenElement(name: name, nameBytes: nameBytes, range: range))
        sink.startElement(name: name, symbol: symbol, attributes: attributes, range: range)
    }

    /// Closes the innermost open element.
    mutating func closeInnermost(endRange: SourceRange?) {
        guard let innermost = stack.indices.last else { return }
        let name = stack[innermost].name
        stack.removeLast(1)
        sink.endElement(endRange: endRange)
        if stack.isEmpty {
            closedRoot = (name, endRange)
        } else {
            stack[stack.count - 1].lastChild = (name, endRange)
        }
    }

    /// Reads `<x/>`: a start immediately followed by its end.
    mutating func openAndClose(
        _ name: String, symbol: Int32, nameBytes: Range<Int>, attributes: [MarkupAttribute], range: SourceRange
    ) {
        open(name, symbol: symbol, nameBytes: nameBytes, attributes: attributes, range: range)
        closeInnermost(endRange: nil)
    }

    mutating func closeAllForPartialTree() {
        flushText()
        while !stack.isEmpty { closeInnermost(endRange: nil) }
    }

    mutating func reportUnclosedAtEnd() {
        flushText()
        let notes = stack.reversed().map { DiagnosticNote("<\($0.name)> opened here", at: $0.range) }
        let innermost = stack[stack.count - 1].name
        stop(
            .unexpectedEndOfFile,
            "the document ends before <\(innermost)> is closed; add </\(innermost)> (the file may be truncated)",
            at: here(), notes: notes)
    }
}
