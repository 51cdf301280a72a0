/// A place in a document as the protocol gives it: a 0-based line and a 0-based character,
/// counted in the negotiated ``PositionEncoding``.
struct LSPPosition: Codable, Hashable, Sendable, Comparable {
    /// The 0-based line.
    var line: Int
    /// The 0-based character offset in the line.
    var character: Int

    /// Creates a position.
    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}
