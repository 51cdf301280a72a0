/// How the protocol's characters are counted in a line, as negotiated at `initialize`.
enum PositionEncoding: String, Codable, Sendable {
    /// UTF-8 bytes.
    case utf8 = "utf-8"
    /// UTF-16 code units: the protocol's default.
    case utf16 = "utf-16"
    /// Unicode scalars.
    case utf32 = "utf-32"

    /// How many units `scalar` counts.
    func width(of scalar: Unicode.Scalar) -> Int {
        switch self {
        case .utf8: return UTF8.width(scalar)
        case .utf16: return UTF16.width(scalar)
        case .utf32: return 1
        }
    }
}
