/// The rule the built-in file loader applies to a `loadSchema` path before it looks at the disk,
/// shared by the runtime's `SchemaFileLoader` and the checks of `wfs validate`.
public enum LoadPath {
    /// Why a path is refused on sight.
    public enum Refusal: Sendable, Hashable {
        /// The path is empty.
        case empty
        /// The path holds a NUL character.
        case invalidCharacter
        /// The path starts at the root (`/`) or a home folder (`~`).
        case absolute
        /// A `..` component could leave the schema's folder.
        case leavesFolder
        /// A percent-encoded `.`, `/`, `\\` or NUL (`%2e`, `%2f`, `%5c`, `%00`): a way to hide
        /// `..` from a check that a server or another loader might decode later.
        case encodedSeparator
    }

    /// Why `path` is refused, or nil when it is a relative path inside the folder (links aside).
    public static func refusal(of path: String) -> Refusal? {
        if path.isEmpty { return .empty }
        // Byte by byte: Foundation's `contains` of a string costs more than the rest of a check of
        // a folder's 200 files.
        if path.utf8.contains(0) { return .invalidCharacter }
        if path.hasPrefix("/") || path.hasPrefix("~") || path.hasPrefix("\\") { return .absolute }
        // A backslash separates folders on Windows.
        if path.split(whereSeparator: { $0 == "/" || $0 == "\\" }).contains("..") { return .leavesFolder }
        return hasEncodedSeparator(path) ? .encodedSeparator : nil
    }

    /// Whether `path` holds `%2e`, `%2f`, `%5c` or `%00`, in either case.
    private static func hasEncodedSeparator(_ path: String) -> Bool {
        let bytes = Array(path.utf8)
        guard bytes.count >= 3 else { return false }
        for index in 0..<(bytes.count - 2) where bytes[index] == UInt8(ascii: "%") {
            switch (bytes[index + 1], bytes[index + 2] | 0x20) {
            case (UInt8(ascii: "2"), UInt8(ascii: "e")), (UInt8(ascii: "2"), UInt8(ascii: "f")),
                (UInt8(ascii: "5"), UInt8(ascii: "c")), (UInt8(ascii: "0"), UInt8(ascii: "0")):
                return true
            default:
                continue
            }
        }
        return false
    }
}
