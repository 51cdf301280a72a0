/// Bounds on what the reader accepts, so that hostile documents end quickly with a diagnostic.
///
/// The defaults are generous for hand-written and generated schemas (the largest example of
/// the original project is 11 KB, 4 levels deep in parameters) and small enough that a
/// document within them costs a few tens of megabytes at most.
public struct MarkupLimits: Hashable, Sendable, Codable {
    /// The largest document, in bytes. Default 8 MiB.
    public var maxDocumentBytes: Int
    /// The deepest nesting of elements, the root counting as 1. Default 256; values above
    /// ``depthCeiling`` act as the ceiling (trees are freed recursively, so depth costs stack).
    public var maxDepth: Int
    /// The most elements in one document. Default 200,000.
    public var maxElements: Int
    /// The most attributes on one element. Default 64.
    public var maxAttributesPerElement: Int
    /// The longest attribute value, in bytes. Default 64 KiB.
    public var maxAttributeBytes: Int
    /// The longest text run between two tags, in bytes. Default 1 MiB.
    public var maxTextBytes: Int
    /// The most problems reported for one document; past it one WFS0156 says reporting
    /// stopped, as compilers do. Default 1,000.
    public var maxDiagnostics: Int

    /// Creates limits; omitted values take the defaults.
    public init(
        maxDocumentBytes: Int = 8 << 20,
        maxDepth: Int = 256,
        maxElements: Int = 200_000,
        maxAttributesPerElement: Int = 64,
        maxAttributeBytes: Int = 64 << 10,
        maxTextBytes: Int = 1 << 20,
        maxDiagnostics: Int = 1000
    ) {
        self.maxDocumentBytes = maxDocumentBytes
        self.maxDepth = maxDepth
        self.maxElements = maxElements
        self.maxAttributesPerElement = maxAttributesPerElement
        self.maxAttributeBytes = maxAttributeBytes
        self.maxTextBytes = maxTextBytes
        self.maxDiagnostics = maxDiagnostics
    }

    /// `diagnostics` cut to ``maxDiagnostics``, with one WFS0156 warning if any were dropped.
    func capped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.count > maxDiagnostics else { return diagnostics }
        let kept = Array(diagnostics.prefix(max(0, maxDiagnostics)))
        let last = kept.last?.range.start ?? .start
        return kept + [
            .warning(
                .tooManyProblems,
                "further problems are not shown: reporting stops after \(maxDiagnostics) (MarkupLimits.maxDiagnostics); fix these and check again",
                at: last)
        ]
    }

    /// The deepest nesting any document may have, whatever ``maxDepth`` says: 1,000 levels
    /// keep freeing a tree well inside the smallest thread stacks (512 KiB).
    public static let depthCeiling = 1000

    /// The depth limit in force: ``maxDepth``, but never above ``depthCeiling``.
    var effectiveMaxDepth: Int { min(maxDepth, Self.depthCeiling) }

    /// The default limits.
    public static let `default` = MarkupLimits()
}

extension MarkupLimits {
    /// The most bytes a document may hold: ``maxDocumentBytes``, and never more than 2 GiB - 1,
    /// because positions are stored in 32 bits.
    var documentByteLimit: Int { min(maxDocumentBytes, Int(Int32.max)) }

    /// The diagnostic for a document of `size` bytes, if that is over ``documentByteLimit``.
    func sizeProblem(_ size: Int) -> Diagnostic? {
        let limit = documentByteLimit
        guard size > limit else { return nil }
        let message =
            "the document is \(ByteCount(size)), more than the limit of \(ByteCount(limit)) (MarkupLimits.maxDocumentBytes)"
        return .error(.documentTooLarge, message, at: .start)
    }
}
