/// What a ``SchemaFileSource`` can tell of a file without reading it: when two stamps of one path
/// differ, the file may have changed.
public enum SchemaFileStamp: Sendable, Hashable {
    /// A file on disk: its device and inode, its size, when its content was last modified and
    /// when its status last changed, in nanoseconds since 1970. The status time cannot be set by
    /// hand: a file written in place with its old size and time (`cp -p`, `touch -r`) still
    /// changes it.
    case file(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64)
    /// A text held in memory (an editor's document): read and compared by its content each time,
    /// which costs little, and preferred to a file on disk at the same place.
    case text
}
