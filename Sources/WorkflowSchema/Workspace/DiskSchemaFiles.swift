import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Schema files as they are on disk.
///
/// A stamp is one `stat` of the file (no `FileManager` dictionary): a workspace takes one for each
/// file of a folder on every check, so it must cost little.
public struct DiskSchemaFiles: SchemaFileSource {
    /// Creates the source.
    public init() {}

    public func stamp(of path: String) -> SchemaFileStamp? {
        guard let status = Self.status(of: path), (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
            let modified = Self.nanoseconds(status.st_mtimespec)
            let changed = Self.nanoseconds(status.st_ctimespec)
        #else
            let modified = Self.nanoseconds(status.st_mtim)
            let changed = Self.nanoseconds(status.st_ctim)
        #endif
        return .file(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
            modified: modified, changed: changed)
    }

    public func read(_ path: String, limit: Int) -> SchemaFileContents {
        guard let status = Self.status(of: path) else {
            // A name that is there but cannot be looked at (a folder on the way without permission).
            return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: break
        default: return .unreadable  // a pipe or a device: reading it could wait for ever
        }
        guard status.st_size <= limit else { return .tooLarge(Int(status.st_size)) }
        guard let data = FileManager.default.contents(atPath: path) else { return .unreadable }
        return .bytes([UInt8](data))
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The file's status, symbolic links followed; nil when there is none (see `errno`).
    private static func status(of path: String) -> stat? {
        var status = stat()
        return stat(path, &status) == 0 ? status : nil
    }
}
