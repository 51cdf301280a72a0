/// Texts that stand for files, over another source: an editor's open documents (`wfs lsp`), read
/// instead of the files on disk, saved or not.
///
/// ```swift
/// let files = OverlaidSchemaFiles(texts: ["/app/main.xml": Array(unsaved.utf8)])
/// let workspace = SchemaWorkspace(files: files)
/// ```
public struct OverlaidSchemaFiles: SchemaFileSource {
    /// The texts, by absolute standardized path.
    public let texts: [String: [UInt8]]
    /// Where the other files are read.
    public let base: any SchemaFileSource

    /// Creates the source: `texts` over `base`.
    public init(texts: [String: [UInt8]], over base: any SchemaFileSource = DiskSchemaFiles()) {
        self.texts = texts
        self.base = base
    }

    public func stamp(of path: String) -> SchemaFileStamp? {
        texts[path] == nil ? base.stamp(of: path) : .text
    }

    public func read(_ path: String, limit: Int) -> SchemaFileContents {
        guard let text = texts[path] else { return base.read(path, limit: limit) }
        return text.count > limit ? .tooLarge(text.count) : .bytes(text)
    }
}
