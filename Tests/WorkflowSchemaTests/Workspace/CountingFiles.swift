import Foundation
import WorkflowSchema

/// The disk, counting how many times each file is read (a stamp is not a read).
final class CountingFiles: SchemaFileSource, @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private let disk = DiskSchemaFiles()

    func stamp(of path: String) -> SchemaFileStamp? { disk.stamp(of: path) }

    func read(_ path: String, limit: Int) -> SchemaFileContents {
        lock.withLock { counts[URL(fileURLWithPath: path).lastPathComponent, default: 0] += 1 }
        return disk.read(path, limit: limit)
    }

    /// The reads so far, by file name, and starts counting again.
    func takeReads() -> [String: Int] {
        lock.withLock {
            defer { counts = [:] }
            return counts
        }
    }
}
