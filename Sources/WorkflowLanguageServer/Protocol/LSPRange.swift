/// A half-open range of a document, as the protocol gives it.
struct LSPRange: Codable, Hashable, Sendable {
    /// Where it starts.
    var start: LSPPosition
    /// Where it ends (exclusive).
    var end: LSPPosition

    /// Creates a range.
    init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    /// Whether `position` is inside the range or at its end (where a cursor after a name is).
    func contains(_ position: LSPPosition) -> Bool {
        start <= position && position <= end
    }
}
