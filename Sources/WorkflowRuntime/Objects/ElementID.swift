/// The stable id of an element of a snapshot; events name elements by it.
public struct ElementID: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The id's text, such as `button-3`.
    public var rawValue: String

    /// Creates an id from its text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an id from a literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// An id derived from this one, such as `navigation-1.back`.
    public func appending(_ part: String) -> ElementID { ElementID(rawValue: rawValue + "." + part) }

    /// The id's text.
    public var description: String { rawValue }

    /// Decodes an id from a plain string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the id as a plain string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
