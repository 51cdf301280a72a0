import Foundation
import HTTPTypes
import Hummingbird

/// A file built into the server with a brotli form made ahead of time (the page's script and
/// default stylesheet, ``BuiltInAssets``): sent in that form to browsers that accept brotli, and
/// as text otherwise, which ``ResponseCompression`` gzips for those that accept gzip.
///
/// Brotli saves about an eighth of gzip's bytes on these files, but the package mirror has no
/// brotli encoder; scripts/build-assets compresses them with the brotli tool instead.
struct BuiltInFile: Sendable {
    /// The file as text.
    let text: String
    /// `text`'s bytes, made once.
    private let plain: ByteBuffer
    /// `text` compressed by brotli.
    let brotli: ByteBuffer
    /// Its media type, with its character set.
    let contentType: String

    /// A file of `text`, whose brotli form is `brotli`.
    init(text: String, brotli: [UInt8], contentType: String) {
        self.text = text
        plain = ByteBuffer(string: text)
        self.brotli = ByteBuffer(bytes: brotli)
        self.contentType = contentType
    }

    /// The answer to `request`: brotli when it accepts brotli, else the text.
    func response(to request: Request) -> Response {
        guard request.method != .head, brotli.readableBytes > 0, AcceptEncoding(request.headers).accepts("br") else {
            return WebResponse.builtIn(plain, contentType: contentType)
        }
        return WebResponse.builtIn(brotli, contentType: contentType, encoding: "br")
    }

    /// The page's script.
    static let pageScript = BuiltInFile(
        text: BuiltInAssets.pageScript, brotli: BuiltInAssets.pageScriptBrotli,
        contentType: "text/javascript; charset=utf-8")

    /// The default stylesheet.
    static let stylesheet = BuiltInFile(
        text: BuiltInAssets.stylesheet, brotli: BuiltInAssets.stylesheetBrotli,
        contentType: "text/css; charset=utf-8")
}
