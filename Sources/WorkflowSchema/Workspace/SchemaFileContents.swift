/// What a ``SchemaFileSource`` found at a path: the file's bytes, or why there are none.
public enum SchemaFileContents: Sendable, Equatable {
    /// The file's bytes.
    case bytes([UInt8])
    /// The file holds this many bytes, more than the limit: it was not read.
    case tooLarge(Int)
    /// A folder, not a file.
    case folder
    /// A file that cannot be read: permission denied, or not a regular file.
    case unreadable
    /// Nothing is there.
    case missing
}
