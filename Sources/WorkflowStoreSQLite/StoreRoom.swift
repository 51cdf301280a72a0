import Foundation

/// Whether a store's disk and its size limit leave room for more entries, looked at no more than
/// once a second (a server asks before each event).
final class StoreRoom: @unchecked Sendable {
    /// The store's file.
    let path: String
    /// The most the files may take, in bytes, if limited.
    let maximumSize: Int?
    /// The free space the disk must keep.
    let minimumFreeBytes: Int
    private let lock = NSLock()
    /// The last look, under the lock.
    private var last: (at: ContinuousClock.Instant, problem: String?)?
    /// The bytes of the database's pages in use, as the store last measured them (under the lock).
    private var used = 0

    /// The bytes of the database's pages in use, as the store last measured them.
    var usedBytes: Int {
        get { lock.withLock { used } }
        set { lock.withLock { used = newValue } }
    }

    init(path: String, maximumSize: Int?, minimumFreeBytes: Int) {
        self.path = path
        self.maximumSize = maximumSize
        self.minimumFreeBytes = minimumFreeBytes
    }

    /// Why no more entries fit, or nil; `fileSize` measures the store's files.
    func problem(fileSize: () -> Int) -> String? {
        let now = ContinuousClock.now
        if let last = lock.withLock({ last }), last.at.duration(to: now) < .seconds(1) { return last.problem }
        let problem = measure(fileSize: fileSize)
        lock.withLock { last = (now, problem) }
        return problem
    }

    private func measure(fileSize: () -> Int) -> String? {
        // No path in the sentence: /readyz says it to anyone who asks.
        if let maximumSize, fileSize() >= maximumSize {
            return "it has reached its size limit of \(Self.megabytes(maximumSize))"
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard let attributes = try? FileManager.default.attributesOfFileSystem(forPath: folder),
            let free = (attributes[.systemFreeSize] as? NSNumber)?.intValue
        else { return nil }
        guard free < minimumFreeBytes else { return nil }
        return "its disk has \(Self.megabytes(free)) free, less than the \(Self.megabytes(minimumFreeBytes)) it keeps"
    }

    /// `bytes` in MiB, as people read it.
    static func megabytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1_048_576
        return value >= 10 || value == value.rounded()
            ? "\(Int(value.rounded())) MiB" : String(format: "%.1f MiB", value)
    }
}
