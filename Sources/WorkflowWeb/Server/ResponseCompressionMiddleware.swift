import HTTPTypes
import Hummingbird

/// Sends pages, stylesheets, scripts and SVG gzip-compressed to browsers that accept it.
///
/// A response is compressed when the request's `Accept-Encoding` allows gzip and
/// ``ResponseCompression/isCompressible(_:)`` holds (text of 1 KB or more; never a bitmap
/// image, a HEAD, 204 or 304 answer). It then gets `Content-Encoding: gzip`. The server's text
/// responses carry `Vary: Accept-Encoding` either way (``WebResponse``), so that a cache keeps
/// the two forms apart. Built-in files, served `immutable`, are compressed once
/// (``PrecompressedBodies``).
struct ResponseCompressionMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The built-in files' gzip forms, made on their first request.
    private let precompressed = PrecompressedBodies()

    /// Answers the request, then compresses the answer when the browser accepts gzip.
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // A request that asks for no coding (an API client, a load test) costs one header lookup.
        guard request.headers[.acceptEncoding] != nil, request.method != .head else {
            return try await next(request, context)
        }
        var response = try await next(request, context)
        guard ResponseCompression.isCompressible(response), AcceptEncoding(request.headers).accepts("gzip") else {
            return response
        }
        let body = try await BodyCollector.collect(response.body)
        let compressed =
            response.headers[.cacheControl]?.contains("immutable") == true
            ? try precompressed.compressed(body, at: request.uri.path) {
                try ResponseCompression.gzip($0, level: ResponseCompression.builtInLevel)
            }
            : try ResponseCompression.gzip(body)
        response.headers[.contentEncoding] = "gzip"
        response.body = ResponseBody(byteBuffer: compressed)
        return response
    }
}
