/// A half-open range of a document, as the protocol gives it.
public struct LSPRange: Codable, Hashable, Sendable {
    /// Where it starts.
    public var start: LSPPosition
    /// Where it ends (exclusive).
    public var end: LSPPosition

    /// Creates a range.
    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    /// Whether `position` is inside the range or at its end (where a cursor after a name is).
    public func contains(_ position: LSPPosition) -> Bool {
        start <= position && position <= end
    }
}
