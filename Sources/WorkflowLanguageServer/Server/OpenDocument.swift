import Foundation

/// A document the editor holds open: its text, as the client last sent it, and its version.
struct OpenDocument: Sendable {
    /// The document's URI, as the client names it.
    let uri: String
    /// The file's path, for a `file:` URI.
    let path: String?
    /// Which opening of the document this is: a document closed and opened again may start its
    /// versions anew, so a text is known by its opening and its version.
    let opening: Int
    /// The client's version.
    var version: Int
    /// The UTF-8 text and its lines, kept up to date edit by edit.
    private(set) var lines: TextLines

    /// The UTF-8 text.
    var bytes: [UInt8] { lines.bytes }

    init(uri: String, opening: Int, version: Int, text: String) {
        self.uri = uri
        self.opening = opening
        self.path = Self.path(of: uri)
        self.version = version
        self.lines = TextLines(Array(text.utf8))
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
            lines = TextLines(Array(change.text.utf8))
            return
        }
        let start = lines.offset(of: range.start, encoding: encoding)
        let end = max(start, lines.offset(of: range.end, encoding: encoding))
        lines.replace(start..<end, with: Array(change.text.utf8))
    }
}
