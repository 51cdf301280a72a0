import Foundation

/// Another source whose stamps are taken once per path: one check asks about each file of its
/// folder several times (the linked files, then the loads), and the disk once.
final class StampedOnceFiles: SchemaFileSource, @unchecked Sendable {
    private let base: any SchemaFileSource
    private let lock = NSLock()
    private var stamps: [String: SchemaFileStamp?] = [:]

    init(_ base: any SchemaFileSource) { self.base = base }

    func stamp(of path: String) -> SchemaFileStamp? {
        if let known = lock.withLock({ stamps[path] }) { return known }
        let stamp = base.stamp(of: path)
        lock.withLock { stamps[path] = .some(stamp) }
        return stamp
    }

    func read(_ path: String, limit: Int) -> SchemaFileContents { base.read(path, limit: limit) }
}
