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
    /// The edits made since it was opened, to map offsets back to older versions.
    private(set) var edits = EditLog()

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

    /// The offset in `analysis`'s text of `offset` in this text, if it was there (the same when
    /// the analysis is of this text); with `nearest`, where text typed since was typed.
    func offset(_ offset: Int, in analysis: DocumentAnalysis, nearest: Bool = false) -> Int? {
        guard analysis.uri == uri, analysis.opening == opening else { return nil }
        if analysis.version == version { return offset }
        return edits.oldOffset(offset, in: analysis.version, nearest: nearest)
    }

    /// Applies one change of `didChange`, made by `version`: a range and its text, or the whole text.
    mutating func apply(_ change: LSPParams.ContentChange, version: Int, encoding: PositionEncoding) {
        guard let range = change.range else {
            // The whole text (a reload, a reformat): recorded as the one stretch that differs,
            // so offsets outside it still map back.
            let old = lines.bytes
            let new = Array(change.text.utf8)
            let shortest = min(old.count, new.count)
            var prefix = 0
            while prefix < shortest, old[prefix] == new[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < shortest - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            lines = TextLines(new)
            edits.record(version: version, replacing: prefix..<(old.count - suffix), with: new.count - prefix - suffix)
            return
        }
        // A range given end first is read as the two ends it names.
        let first = lines.offset(of: range.start, encoding: encoding)
        let second = lines.offset(of: range.end, encoding: encoding)
        let replaced = min(first, second)..<max(first, second)
        let text = Array(change.text.utf8)
        lines.replace(replaced, with: text)
        edits.record(version: version, replacing: replaced, with: text.count)
    }
}
