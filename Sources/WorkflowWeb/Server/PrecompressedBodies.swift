import Hummingbird
import NIOConcurrencyHelpers

/// The gzip forms of the bodies that never change at their path (the built-in stylesheets and
/// script, served as `immutable`), each compressed once.
struct PrecompressedBodies: Sendable {
    /// One body and its gzip form.
    private struct Entry {
        let original: ByteBuffer
        let compressed: ByteBuffer
    }

    /// The most paths kept; a server has a handful of built-in files.
    static let capacity = 32

    /// The bodies kept, by path.
    private let entries = NIOLockedValueBox<[String: Entry]>([:])

    /// The gzip form of `body`, served at `path`: the one kept for it, or made now by `compress`
    /// (and kept). A body that differs from the one kept is compressed again, not confused with it.
    func compressed(
        _ body: ByteBuffer, at path: String, by compress: (ByteBuffer) throws -> ByteBuffer
    ) throws
        -> ByteBuffer
    {
        if let entry = entries.withLockedValue({ $0[path] }), entry.original == body { return entry.compressed }
        let compressed = try compress(body)
        entries.withLockedValue { entries in
            if entries.count < Self.capacity || entries[path] != nil {
                entries[path] = Entry(original: body, compressed: compressed)
            }
        }
        return compressed
    }
}
