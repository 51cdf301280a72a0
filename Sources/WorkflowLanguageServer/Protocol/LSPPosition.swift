/// A place in a document as the protocol gives it: a 0-based line and a 0-based character,
/// counted in the negotiated ``PositionEncoding``.
public struct LSPPosition: Codable, Hashable, Sendable, Comparable {
    /// The 0-based line.
    public var line: Int
    /// The 0-based character offset in the line.
    public var character: Int

    /// Creates a position.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}
