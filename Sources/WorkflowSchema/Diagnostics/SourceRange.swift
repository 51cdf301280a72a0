/// A half-open range of a source document, from `start` up to (not including) `end`.
public struct SourceRange: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Where the range starts.
    public var start: SourceLocation
    /// Where the range ends (exclusive).
    public var end: SourceLocation

    /// Creates a range between two locations.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// Creates an empty range at one location.
    public init(at location: SourceLocation) {
        self.init(start: location, end: location)
    }

    public var description: String { "\(start)-\(end)" }
}
