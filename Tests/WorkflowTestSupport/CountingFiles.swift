import Foundation
import WorkflowSchema

/// The disk, counting how many times each file is read (a stamp is not a read); with `aged`, its
/// stamps say every file was written and changed an hour earlier than it was, as a project's
/// files were (a test cannot set a file's status time, which is when the test wrote it).
public final class CountingFiles: SchemaFileSource, @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private let disk = DiskSchemaFiles()
    private let age: Int64

    /// Counts reads of the disk; with `aged`, its files look an hour older than they are.
    public init(aged: Bool = false) {
        age = aged ? 3_600_000_000_000 : 0
    }

    public func stamp(of path: String) -> SchemaFileStamp? {
        guard case .file(let device, let inode, let size, let modified, let changed)? = disk.stamp(of: path) else {
            return disk.stamp(of: path)
        }
        return .file(device: device, inode: inode, size: size, modified: modified - age, changed: changed - age)
    }

    public func read(_ path: String, limit: Int) -> SchemaFileContents {
        lock.withLock { counts[URL(fileURLWithPath: path).lastPathComponent, default: 0] += 1 }
        return disk.read(path, limit: limit)
    }

    /// The reads so far, by file name, and starts counting again.
    public func takeReads() -> [String: Int] {
        lock.withLock {
            defer { counts = [:] }
            return counts
        }
    }
}
