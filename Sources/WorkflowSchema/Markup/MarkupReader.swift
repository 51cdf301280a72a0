/// Reads XML into a ``MarkupDocument`` with the exact position of every element, attribute
/// and text run, reporting every problem it can recover from.
///
/// It reads the subset of XML the schema language needs: elements, attributes, text, CDATA,
/// comments, processing instructions, and the predefined and numeric character references.
/// A DOCTYPE (and so any entity declaration) is refused: no entity is ever expanded and no
/// external resource is ever read. Input is UTF-8. Sizes are bounded by ``MarkupLimits``.
public struct MarkupReader: Sendable {
    /// The bounds applied while reading.
    public var limits: MarkupLimits

    /// Creates a reader with `limits`.
    public init(limits: MarkupLimits = .default) {
        self.limits = limits
    }

    /// Reads a document from UTF-8 bytes: XML, or the JSON form of a schema when the first
    /// character is `{` or `[`.
    public func read(_ bytes: [UInt8]) -> MarkupDocument {
        if let tooLarge = limits.sizeProblem(bytes.count) {
            return MarkupDocument(root: nil, diagnostics: [tooLarge], isComplete: false)
        }
        if SchemaForm.of(bytes) == .json {
            var reader = JSONFormReader(limits: limits, sink: MarkupTreeBuilder())
            reader.run(bytes)
            return MarkupDocument(
                root: reader.sink.root, diagnostics: limits.capped(reader.diagnostics), isComplete: !reader.stopped,
                schemaReference: reader.schemaReference)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = MarkupScanner(bytes: buffer, limits: limits, sink: MarkupTreeBuilder())
            scanner.run()
            return MarkupDocument(
                root: scanner.sink.root, diagnostics: limits.capped(scanner.diagnostics), isComplete: !scanner.stopped)
        }
    }

    /// Reads a document from a string.
    public func read(_ text: String) -> MarkupDocument {
        read(Array(text.utf8))
    }
}
