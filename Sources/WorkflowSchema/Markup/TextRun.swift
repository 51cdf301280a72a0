/// The character data seen since the last tag, tracked cheaply until it is turned into text.
struct TextRun {
    /// The first byte of the run, or -1 when no run is open.
    var rawStart = -1
    /// The first byte that is not whitespace, or -1.
    var firstContent = -1
    var firstLocation = SourceLocation.start
    /// Just after the last byte that is not whitespace, with the line it is on.
    var lastContentEnd = 0
    var lastLine = 1
    var lastLineStart = 0
    /// Whether references, CDATA, comments or carriage returns need a decoding pass.
    var needsDecoding = false

    var isOpen: Bool { rawStart >= 0 }
    var hasContent: Bool { firstContent >= 0 }
}
