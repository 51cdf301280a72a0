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

    /// Reads a document from UTF-8 bytes.
    public func read(_ bytes: [UInt8]) -> MarkupDocument {
        if let tooLarge = limits.sizeProblem(bytes.count) {
            return MarkupDocument(root: nil, diagnostics: [tooLarge], isComplete: false)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = MarkupScanner(bytes: buffer, limits: limits, sink: MarkupTreeBuilder())
            scanner.run()
            var document = MarkupDocument(
                root: scanner.sink.root, diagnostics: limits.capped(scanner.diagnostics), isComplete: !scanner.stopped)
            document.names = scanner.names.names
            return document
        }
    }

    /// Reads a document from a string.
    public func read(_ text: String) -> MarkupDocument {
        read(Array(text.utf8))
    }
}

extension MarkupLimits {
    /// The diagnostic for a document of `size` bytes, if that is over the size limit (never
    /// more than 2 GiB - 1, because positions are stored in 32 bits).
    func sizeProblem(_ size: Int) -> Diagnostic? {
        let limit = min(maxDocumentBytes, Int(Int32.max))
        guard size > limit else { return nil }
        let message =
            "the document is \(ByteCount(size)), more than the limit of \(ByteCount(limit)) (MarkupLimits.maxDocumentBytes)"
        return .error(.documentTooLarge, message, at: .start)
    }
}

/// A byte count printed for people: `512 bytes`, `64 KiB`, `30.0 MiB`.
struct ByteCount: CustomStringConvertible {
    let bytes: Int

    init(_ bytes: Int) { self.bytes = bytes }

    var description: String {
        if bytes < 1024 { return "\(bytes) bytes" }
        if bytes < 1 << 20 { return bytes % 1024 == 0 ? "\(bytes >> 10) KiB" : "\(bytes / 1024) KiB" }
        let mib = Double(bytes) / Double(1 << 20)
        return bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\((mib * 10).rounded() / 10) MiB"
    }
}
