/// Receives what the scanner reads, in document order: the tree builder of ``MarkupReader``
/// and the schema builder of ``SchemaLoader`` both consume these events, so the loader never
/// builds an intermediate XML tree.
protocol MarkupSink {
    /// A start tag (also for `<x/>`, which is followed at once by its end).
    mutating func startElement(
        name: String, symbol: Int32, attributes: [MarkupAttribute], range: SourceRange)
    /// The end of the innermost open element; `endRange` is nil for `<x/>` and recovered closes.
    mutating func endElement(endRange: SourceRange?)
    /// A trimmed, non-empty text run inside the innermost open element.
    mutating func text(_ text: MarkupText)
}
