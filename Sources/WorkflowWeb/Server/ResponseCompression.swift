import CompressNIO
import Foundation
import HTTPTypes
import Hummingbird

/// Which responses the server compresses, and how: pages, stylesheets, scripts and SVG go
/// gzip-compressed to browsers that accept it (``WebFrontMiddleware`` asks ``isToCompress(_:for:)``).
///
/// A response is compressed when the request's `Accept-Encoding` allows gzip and
/// ``isCompressible(_:)`` holds (text of 1 KB or more; never a bitmap image, a HEAD, 204 or 304
/// answer). It then gets `Content-Encoding: gzip`. The server's text responses carry
/// `Vary: Accept-Encoding` either way (``WebResponse``), so that a cache keeps the two forms apart.
/// Built-in files, served `immutable`, are compressed once (``PrecompressedBodies``).
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

    /// Whether `response` to `request` is to be sent gzip-compressed: the browser accepts gzip,
    /// and it is one to compress.
    static func isToCompress(_ response: Response, for request: Request) -> Bool {
        // A request that asks for no coding (an API client, a load test) costs one header lookup.
        request.headers[.acceptEncoding] != nil && request.method != .head && isCompressible(response)
            && AcceptEncoding(request.headers).accepts("gzip")
    }

    /// Compresses `response`'s body with gzip; a built-in file's (served `immutable`) compressed
    /// form, at `path`, is kept in `precompressed`.
    ///
    /// Asked only when ``isToCompress(_:for:)`` holds: its async frame, which a connection's task
    /// keeps at its deepest, is then not made for a push channel's answer.
    static func compress(_ response: inout Response, path: String, precompressed: PrecompressedBodies) async throws {
        let body = try await BodyCollector.collect(response.body)
        let compressed =
            response.headers[.cacheControl]?.contains("immutable") == true
            ? try precompressed.compressed(body, at: path) { try gzip($0, level: builtInLevel) }
            : try gzip(body)
        response.headers[.contentEncoding] = "gzip"
        response.body = ResponseBody(byteBuffer: compressed)
    }
}
