import Foundation

/// A document the editor holds open: its text, as the client last sent it, and its version.
struct OpenDocument: Sendable {
    /// The document's URI, as the client names it.
    let uri: String
    /// The file's path, for a `file:` URI.
    let path: String?
    /// The client's version.
    var version: Int
    /// The UTF-8 text.
    var bytes: [UInt8]

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.path = Self.path(of: uri)
        self.version = version
        self.bytes = Array(text.utf8)
    }

    /// The path of a `file:` URI, standardized; nil for other schemes (an unsaved buffer).
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    /// The URI that names the file at `path`.
    static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    /// Applies one change of `didChange`: a range and its text, or the whole text.
    mutating func apply(_ change: LSPParams.ContentChange, encoding: PositionEncoding) {
        guard let range = change.range else {
            bytes = Array(change.text.utf8)
            return
        }
        let lines = TextLines(bytes)
        let start = lines.offset(of: range.start, encoding: encoding)
        let end = max(start, lines.offset(of: range.end, encoding: encoding))
        bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
    }
}
