/// What the scanner remembers of an element whose end tag has not been read yet.
struct OpenElement {
    let name: String
    /// Where the name is in the source, to match the end tag without building a string.
    let nameBytes: Range<Int>
    let range: SourceRange
    /// Whether a text run or a child element has been seen inside it (for recovery heuristics).
    var hasText = false
    var hasElement = false
    /// The name of the last child element, and its end tag if it had one.
    var lastChild: (name: String, endRange: SourceRange?)?
}
