/// The bytes of an HTML page being written.
///
/// Appending to an array of bytes costs less than appending to a `String`, which keeps its
/// counts and flags up to date on every append; a page makes hundreds of appends.
struct HTMLBuffer {
    /// The UTF-8 bytes written so far.
    var bytes: [UInt8] = []

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends text as it is: HTML, or text already escaped.
    static func += (buffer: inout HTMLBuffer, text: String) {
        buffer.bytes.append(contentsOf: text.utf8)
    }

    /// The page as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
