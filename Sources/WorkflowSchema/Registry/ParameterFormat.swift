/// How the literal text of a parameter is checked and read.
public enum ParameterFormat: Hashable, Sendable {
    /// Any text.
    case text
    /// A decimal number such as `12.5` or `-3`.
    case number
    /// A boolean such as `YES`, `NO`, `true`, `false`, `1` or `0`.
    case boolean
    /// One word from a fixed list.
    case enumeration([String])
    /// Words from a fixed list, separated by any non-alphanumeric characters and OR-ed together.
    case bitmask([String])

    /// The allowed words of an enumeration or bitmask, or nil.
    public var allowedWords: [String]? {
        switch self {
        case .enumeration(let words), .bitmask(let words): words
        case .text, .number, .boolean: nil
        }
    }
}
