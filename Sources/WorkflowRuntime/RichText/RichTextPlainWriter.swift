/// Writes rich text as plain text: white space collapsed, blocks on lines of their own.
struct RichTextPlainWriter {
    private var text = ""
    /// Whether white space was seen since the last visible character.
    private var pendingSpace = false
    /// Line breaks owed before the next visible character.
    private var pendingBreaks = 0

    /// The text written, without leading or trailing space.
    var result: String { text }

    mutating func write(_ node: RichTextNode) {
        switch node {
        case .text(let string):
            for character in string {
                if character.isWhitespace {
                    pendingSpace = true
                } else {
                    emit(character)
                }
            }
        case .lineBreak:
            pendingBreaks += 1
            pendingSpace = false
        case .element(let tag, _, let children):
            if tag.isBlock { breakLine() }
            for child in children { write(child) }
            if tag.isBlock { breakLine() }
        }
    }

    private mutating func breakLine() {
        if pendingBreaks == 0 { pendingBreaks = 1 }
        pendingSpace = false
    }

    private mutating func emit(_ character: Character) {
        if !text.isEmpty {
            if pendingBreaks > 0 {
                text += String(repeating: "\n", count: pendingBreaks)
            } else if pendingSpace {
                text += " "
            }
        }
        pendingBreaks = 0
        pendingSpace = false
        text.append(character)
    }
}
