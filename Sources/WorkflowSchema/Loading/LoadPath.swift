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
        if path.contains("\0") { return .invalidCharacter }
        if path.hasPrefix("/") || path.hasPrefix("~") || path.hasPrefix("\\") { return .absolute }
        // A backslash separates folders on Windows.
        if path.split(whereSeparator: { $0 == "/" || $0 == "\\" }).contains("..") { return .leavesFolder }
        let lowered = path.lowercased()
        if ["%2e", "%2f", "%5c", "%00"].contains(where: lowered.contains) { return .encodedSeparator }
        return nil
    }
}
