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
        guard bytes.count <= limits.maxDocumentBytes else {
            let message =
                "the document is \(ByteCount(bytes.count)), more than the limit of \(ByteCount(limits.maxDocumentBytes)) (MarkupLimits.maxDocumentBytes)"
            return MarkupDocument(
                root: nil, diagnostics: [.error(.documentTooLarge, message, at: .start)], isComplete: false)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = MarkupScanner(bytes: buffer, limits: limits)
            return scanner.run()
        }
    }

    /// Reads a document from a string.
    public func read(_ text: String) -> MarkupDocument {
        read(Array(text.utf8))
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
