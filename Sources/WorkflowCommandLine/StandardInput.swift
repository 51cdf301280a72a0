import Foundation

/// Reads a schema from standard input for `wfs validate -`.
enum StandardInput {
    /// The name printed in place of a path.
    static let label = "<stdin>"

    /// The bytes of standard input, reading at most `limit + 1` of them (enough for the loader
    /// to report a document that is too large without holding all of it).
    static func read(limit: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count <= limit {
            let chunk = FileHandle.standardInput.readData(ofLength: min(1 << 16, limit + 1 - bytes.count))
            if chunk.isEmpty { break }
            bytes += chunk
        }
        return bytes
    }
}
