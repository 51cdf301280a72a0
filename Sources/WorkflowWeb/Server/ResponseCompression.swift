import CompressNIO
import Foundation
import HTTPTypes
import Hummingbird

/// Which responses the server compresses, and how (see ``ResponseCompressionMiddleware``).
enum ResponseCompression {
    /// Smaller bodies go as they are: gzip's 18-byte frame and the work outweigh what it saves.
    static let minimumBytes = 1024
    /// Larger bodies go as they are: compressing one holds it whole in memory (pages are far smaller).
    static let maximumBytes = 4 * 1024 * 1024
    /// zlib's level for responses made per request: 1, the fastest (nginx's default too). A
    /// 29 KB page takes about 50 µs to 3.7 KB; level 6 takes about 140 µs to 3.1 KB.
    static let level: Int32 = 1
    /// zlib's level for the built-in files, compressed once: 9, the smallest.
    static let builtInLevel: Int32 = 9

    /// The media types compressed: text. Bitmap images are compressed already.
    static let compressibleTypes: Set<String> = [
        "text/html", "text/css", "text/javascript", "application/javascript", "image/svg+xml", "application/json",
        "text/plain",
    ]

    /// Whether `response` is one to compress for a browser that accepts gzip: text, of a known
    /// length from ``minimumBytes`` to ``maximumBytes``, not already encoded, not partial, with a body.
    static func isCompressible(_ response: Response) -> Bool {
        guard let length = response.body.contentLength, (minimumBytes...maximumBytes).contains(length),
            [.successful, .clientError, .serverError].contains(response.status.kind),
            response.status != .noContent, response.status != .partialContent,
            response.headers[.contentEncoding] == nil, response.headers[.contentRange] == nil,
            let type = response.headers[.contentType]
        else { return false }
        let mediaType = type.split(separator: ";", maxSplits: 1).first.map(String.init) ?? type
        return compressibleTypes.contains(mediaType.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// `body` in the gzip format, at zlib's `level` (1 fastest, 9 smallest).
    static func gzip(_ body: ByteBuffer, level: Int32 = ResponseCompression.level) throws -> ByteBuffer {
        var input = body
        return try input.compress(with: .gzip, configuration: ZlibConfiguration(compressionLevel: level))
    }
}
